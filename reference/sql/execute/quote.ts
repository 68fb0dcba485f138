// The one place that turns text into DuckDB SQL tokens: every identifier, string literal and path list goes through it.
import { SqlError } from '../errors.ts';

// DuckDB takes SQL as a C string: a NUL would end the statement text wherever it stands.
const NUL = '\u0000';

/** A double-quoted identifier; embedded quotes are doubled. A NUL cannot be quoted and is refused. */
export function quoteIdentifier(name: string): string {
  if (name.includes(NUL)) throw new SqlError('validation', 'Names cannot contain the character U+0000');
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * A single-quoted string literal; embedded quotes are doubled. Backslashes are plain characters in DuckDB's
 * standard strings. A NUL becomes `chr(0)` concatenated between literal pieces: a constant expression, not a token.
 */
export function quoteString(text: string): string {
  const literal = (piece: string): string => `'${piece.replaceAll("'", "''")}'`;
  if (!text.includes(NUL)) return literal(text);
  return `(${text.split(NUL).map(literal).join(` || chr(0) || `)})`;
}

/** `['a', 'b']`: a DuckDB list of strings (file paths for the readers); paths never hold a NUL. */
export function quoteStringList(texts: readonly string[]): string {
  return `[${texts.map(quoteString).join(', ')}]`;
}
