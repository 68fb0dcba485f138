// Reads the SQL request object of the SQL, task and statements endpoints (JSON, or raw SQL as text).
import type { FastifyRequest } from 'fastify';
import { validateAgainst } from '../../schemas/index.ts';
import { ApiError } from '../errors/api-error.ts';
import type { SqlRequest } from '../sql/engine-types.ts';
import { SqlError } from '../sql/errors.ts';
import type { FormatOptions, ResultFormat } from '../sql/results/format.ts';
import { exactJsonBody } from './json-text.ts';

export interface ParsedSqlRequest {
  readonly sql: SqlRequest;
  readonly format: FormatOptions;
}

const invalid = (message: string): SqlError => new SqlError('validation', message);
const unreadable = (message: string): ApiError =>
  ApiError.of('invalidInput', { detail: `Unable to read query from request: ${message}` });

/** The longest `sqlQueryId` taken: the real system echoed 300 characters and failed with a 500 on 20 000 (§http.8). */
export const MAX_QUERY_ID_LENGTH = 1024;

/**
 * The SQL endpoint echoes `context.sqlQueryId` in a response header: it must be a string of printable ASCII
 * (no control character, no character a header cannot carry) of at most MAX_QUERY_ID_LENGTH, else a 400.
 */
export function checkQueryId(context: Readonly<Record<string, unknown>>): void {
  const id = context.sqlQueryId;
  if (id === undefined || id === null) return;
  if (typeof id !== 'string') throw invalid('sqlQueryId must be a string');
  if (id.length > MAX_QUERY_ID_LENGTH)
    throw invalid(`sqlQueryId must be at most ${MAX_QUERY_ID_LENGTH} characters, got ${id.length}`);
  if (!/^[\x20-\x7e]*$/.test(id))
    throw invalid('sqlQueryId must be printable ASCII: no control character and no non-ASCII character');
}

export function parseSqlRequest(request: FastifyRequest): ParsedSqlRequest {
  const body = request.body;
  // Raw SQL (text/plain or a form body) answers in the default object format.
  if (typeof body === 'string') {
    if (body.trim() === '') throw invalid('The request body holds no SQL query');
    return {
      sql: { query: body, context: {}, parameters: [] },
      format: { format: 'object', header: false, typesHeader: false, sqlTypesHeader: false },
    };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid('The request body must be a SQL request object such as {"query": "SELECT 1"}');
  const { valid, errors } = validateAgainst('sql/sql-request', body);
  // The real system fails to read such a request (an unknown resultFormat, a parameter without a type) before it is
  // a query: the legacy body, `Unable to read query from request: …` (docs/facts/sql.md §sql.1, recorded 36 `-016-`).
  if (!valid) throw unreadable(`Invalid SQL request object: ${errors.join('; ')}`);
  const fields = body as {
    query: string;
    resultFormat?: ResultFormat;
    header?: boolean;
    typesHeader?: boolean;
    sqlTypesHeader?: boolean;
    context?: Record<string, unknown>;
    parameters?: { type: string; value?: unknown }[];
  };
  const header = fields.header ?? false;
  // The type rows require the names row (spec): without it they are refused, as the real system does
  // (docs/facts/sql.md §sql.5: "Cannot include 'typesHeader' without 'header'").
  for (const flag of ['typesHeader', 'sqlTypesHeader'] as const)
    if (fields[flag] === true && !header) throw unreadable(`Cannot include '${flag}' without 'header'`);
  checkQueryId(fields.context ?? {});
  // BIGINT values past 2^53 keep every digit (docs/facts/sql.md §sql.40).
  const exactParameters = (exactJsonBody(request) as { parameters?: { value?: unknown }[] } | undefined)
    ?.parameters;
  return {
    sql: {
      query: fields.query,
      context: fields.context ?? {},
      parameters: (fields.parameters ?? []).map((parameter, index) => ({
        type: parameter.type,
        value: exactParameters?.[index]?.value ?? parameter.value ?? null,
      })),
    },
    format: {
      format: fields.resultFormat ?? 'object',
      header,
      typesHeader: fields.typesHeader ?? false,
      sqlTypesHeader: fields.sqlTypesHeader ?? false,
    },
  };
}
