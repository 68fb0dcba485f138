// What a statement's query context asks of the statements API: ASYNC execution, where SELECT rows go, page size.
import { ApiError } from '../../errors/api-error.ts';
import type { StatementDestination } from '../../store/store.ts';

export interface StatementOptions {
  readonly destination: StatementDestination;
  /** Rows per page in durable storage (context `rowsPerPage`, the real system's name and default). */
  readonly rowsPerPage: number;
}

export const DEFAULT_ROWS_PER_PAGE = 100_000;

const DESTINATIONS: readonly StatementDestination[] = ['taskReport', 'durableStorage'];

/** The real system reads both names as enum constants, so any letter case is accepted. */
const same = (value: unknown, name: string): boolean =>
  typeof value === 'string' && value.toLowerCase() === name.toLowerCase();

/** Checks `executionMode` (only ASYNC), `selectDestination` and `rowsPerPage`; a bad one is a 400 on submit. */
export function statementOptions(
  context: Readonly<Record<string, unknown>>,
  durableStorageEnabled: boolean,
): StatementOptions {
  const mode = context.executionMode;
  if (mode === undefined || mode === null) throw ApiError.of('statementExecutionModeMissing');
  if (!same(mode, 'ASYNC')) throw ApiError.of('statementExecutionModeUnsupported', { mode: String(mode) });
  const asked = context.selectDestination;
  const destination =
    asked === undefined || asked === null ? 'taskReport' : DESTINATIONS.find((name) => same(asked, name));
  if (destination === undefined)
    throw ApiError.of('statementInvalidDestination', { destination: String(asked) });
  if (destination === 'durableStorage' && !durableStorageEnabled) throw ApiError.of('durableStorageDisabled');
  const rows = context.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  const rowsPerPage = typeof rows === 'string' && rows.trim() !== '' ? Number(rows) : rows;
  if (typeof rowsPerPage !== 'number' || !Number.isInteger(rowsPerPage) || rowsPerPage < 1)
    throw ApiError.of('invalidInput', {
      detail: `Context parameter [rowsPerPage] must be a positive integer, got [${String(rows)}]`,
    });
  return { destination, rowsPerPage };
}
