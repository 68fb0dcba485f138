// Quoting for the DuckDB SQL that ingestion writes: identifiers, string literals, and lists of file paths.

/** A double-quoted identifier; embedded quotes are doubled. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A single-quoted string literal; embedded quotes are doubled. */
export function quoteString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** `['a', 'b']`: a DuckDB list of file paths. */
export function fileList(paths: readonly string[]): string {
  return `[${paths.map(quoteString).join(', ')}]`;
}
