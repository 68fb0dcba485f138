// What a stored task's SQL is, by its leading keyword, without the engine (reports of tasks failed at restart).
export type StatementKind = 'select' | 'insert' | 'replace';

// Leading whitespace, `-- line` and `/* block */` comments.
const LEADING_NOISE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;

export function statementKind(query: string): StatementKind {
  const keyword = /^[A-Za-z]+/.exec(query.replace(LEADING_NOISE, ''))?.[0]?.toUpperCase();
  if (keyword === 'INSERT') return 'insert';
  if (keyword === 'REPLACE') return 'replace';
  return 'select';
}
