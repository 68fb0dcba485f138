// DuckDB's failures as the engine's errors: data errors keep their first line, anything else is an unexpected error.
// A DuckDB message may quote the generated SQL (`LINE 1: …`) and server file paths: neither may reach the user.
import { SqlError } from '../errors.ts';
import { STRING_LIMIT_MESSAGE } from '../functions/string-bounds.ts';

/** Error kinds that describe the data being processed (bad input rows, overflow, `/ by zero`), not the engine. */
const DATA_ERROR_KINDS = new Set(['Invalid Input', 'Conversion', 'Out of Range']);

/** The generic message of every other DuckDB failure: an analyzer gap, never the user's business. */
export const UNEXPECTED_QUERY_ERROR = 'Unexpected error while running the query';

const KIND_PREFIX = /^([A-Za-z ]+?) Error: /;

/** DuckDB's refusal of a file outside its allowed directories (only EXTERN's local input files can name one). */
const REFUSED_FILE = /^Permission Error: Cannot access file "(?:[^"]*\/)?([^"/]*)"/;

/** A DuckDB failure as the user sees it; `engineMessage`, DuckDB's own words, is for the server log only. */
export class EngineFailure extends SqlError {
  readonly engineMessage: string;

  /** `validation`: the query's own values are at fault (a 400); `runtime`: anything else (a 500). */
  constructor(message: string, engineMessage: string, kind: 'runtime' | 'validation' = 'runtime') {
    super(kind, message);
    this.engineMessage = engineMessage;
  }
}

/**
 * Data errors the real system answers 500 (docs/facts/robustness.md §robustness.2): integer division by zero,
 * which the kit's errors.feature decided after it. Every other data error (overflow, a conversion, a square root
 * of a negative number, malformed JSON) is the query's fault and a 400, as the real system answers most of them.
 */
const SERVER_DATA_ERRORS = /^\/ by zero$/;

/** Whether a message is one of DuckDB's (`Binder Error: …`, `Conversion Error: …`). */
export const isEngineMessage = (message: string): boolean => KIND_PREFIX.test(message);

/** `"/some/dir/file"` → `"file"`: a file the user named or sent keeps its name, the server's directories go. */
export function withoutDirectories(text: string): string {
  return text.replace(/(["'])\/(?:[^"'\n]*\/)?([^"'/\n]*)\1/g, '$1$2$1');
}

/** DuckDB's own bound on how deeply the SQL it is given nests (its max_expression_depth, 1000 by default). */
const ENGINE_TOO_DEEP = /^(?:Parser|Binder) Error: Max expression depth limit of \d+ exceeded/;

/** The engine's error for a failure of a DuckDB statement (SqlErrors pass through unchanged). */
export function engineError(error: unknown): SqlError {
  if (error instanceof SqlError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // Within the analyzer's bounds (nesting.ts) but deeper once rendered: a resource limit, not a server fault.
  if (ENGINE_TOO_DEEP.test(message))
    return new SqlError(
      'resourceLimit',
      'The query is nested too deeply for the query engine: simplify its expressions or split it',
    );
  const refused = REFUSED_FILE.exec(message)?.[1];
  if (refused !== undefined)
    return new EngineFailure(`File "${refused}" is outside the directories the server may read`, message);
  const kind = KIND_PREFIX.exec(message)?.[1];
  if (kind === undefined || !DATA_ERROR_KINDS.has(kind))
    return new EngineFailure(UNEXPECTED_QUERY_ERROR, message);
  // The first paragraph says what is wrong; the statement and hints follow a blank line or `LINE n:`.
  const first = message.replace(KIND_PREFIX, '').split(/\n\s*\n|\nLINE \d+:|\nPossible fixes/)[0] ?? '';
  // The generated relation names of EXTERN sources are the engine's, not the user's: they become EXTERN.
  const said = withoutDirectories(first.trim()).replace(/"?\$extern_[0-9a-f]+_\d+"?/g, 'EXTERN');
  if (said === '') return new EngineFailure(UNEXPECTED_QUERY_ERROR, message);
  return new EngineFailure(said, message, SERVER_DATA_ERRORS.test(said) ? 'runtime' : 'validation');
}

/** DuckDB's memory refusal: the query needed more than the engine's `memory_limit` (and spilling). */
const OUT_OF_MEMORY = /^Out of Memory Error: /;

/** The engine's error, where a bound of this server stopped DuckDB: a resource limit (400), not a server fault. */
export function boundedEngineError(error: unknown): SqlError {
  if (error instanceof SqlError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const at = message.indexOf(STRING_LIMIT_MESSAGE);
  if (at >= 0) return new SqlError('resourceLimit', message.slice(at).split('\n')[0] ?? STRING_LIMIT_MESSAGE);
  if (OUT_OF_MEMORY.test(message))
    return new SqlError(
      'resourceLimit',
      "Query needs more memory than the query engine's limit allows; add a filter or a LIMIT, or aggregate more",
    );
  return engineError(error);
}
