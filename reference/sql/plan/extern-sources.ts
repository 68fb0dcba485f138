// Joins a statement's SQL and its EXTERN sources: each source becomes a CTE the statement reads by name.
// The statement's text is never searched or rewritten, so nothing a user wrote can be taken for a source.

/** `sql` with one CTE per EXTERN relation, defined by the resolver's table expression for it. */
export function withExternSources(
  sql: string,
  relations: readonly string[],
  sources: readonly string[],
): string {
  if (relations.length !== sources.length)
    throw new Error(`${relations.length} EXTERN relations but ${sources.length} sources`);
  if (relations.length === 0) return sql;
  const definitions = relations.map(
    (relation, index) => `${relation} AS (SELECT * FROM ${sources[index]} AS "$extern")`,
  );
  // The statement may begin with its own WITH: it runs as a subquery under the EXTERN CTEs.
  return `WITH ${definitions.join(', ')} SELECT * FROM (${sql}) AS "$statement"`;
}
