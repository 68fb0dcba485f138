// JSON_PATHS: the JSONPath of every leaf of a JSON value, in the order the real system's HashSet of paths iterates
// (docs/facts/sql.md §sql.67). Computed in DuckDB: json_tree lists the nodes, a recursive walk builds each path's
// text and its Java List.hashCode, and the list is ordered as java-hash-order.ts says, ties in the order the real
// system inserts paths: it takes containers from a queue (breadth first, in document order within a level) and adds
// a container's primitive members when it takes the container, an array of primitives when it takes the array.
import type { Bound } from '../analyzer/bound.ts';
import { T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import { javaBucketSql, javaListHashStepSql, javaStringHashSql } from './java-hash-order.ts';

/** A field name holding one of these is written `['name']`; any other after a dot (`$.x y`). */
const BRACKETED_NAME = `'[.''"\\[\\]]'`;

/**
 * SQL of the paths of a JSON document (a DuckDB JSON expression, not NULL). A node is walked into when it is an
 * object or an array holding an object or an array; every node not walked into is a leaf, so an array of primitives
 * is one path and an empty object none.
 */
export function jsonPathsSql(doc: string): string {
  const part = `(CASE WHEN w.type = 'ARRAY' THEN '[' || n.key || ']' WHEN regexp_matches(n.key, ${BRACKETED_NAME}) THEN '[''' || n.key || ''']' ELSE '.' || n.key END)`;
  // A path part's own hashCode: Objects.hash of its field name or of its index.
  const partHash = `(31 + CASE WHEN w.type = 'ARRAY' THEN CAST(n.key AS BIGINT) ELSE ${javaStringHashSql('n.key')} END)`;
  return `(WITH RECURSIVE
  __nodes AS (SELECT id, parent, key, type FROM json_tree(${doc})),
  __holders AS (SELECT parent AS id FROM __nodes WHERE parent IS NOT NULL AND type IN ('OBJECT', 'ARRAY') GROUP BY parent),
  __kinds AS (SELECT n.id, n.parent, n.key, n.type, (n.type = 'OBJECT' OR (n.type = 'ARRAY' AND h.id IS NOT NULL)) AS descend
    FROM __nodes n LEFT JOIN __holders h ON h.id = n.id),
  __walk(id, parent, type, descend, path, hash, depth) AS (
    SELECT id, parent, type, descend, '$', CAST(1 AS BIGINT), 0 FROM __kinds WHERE parent IS NULL
    UNION ALL
    SELECT n.id, n.parent, n.type, n.descend, w.path || ${part}, ${javaListHashStepSql('w.hash', partHash)}, w.depth + 1
    FROM __kinds n JOIN __walk w ON n.parent = w.id WHERE w.descend),
  __leaves AS (
    SELECT id, path, hash, count(*) OVER () AS size,
      -- Inserted when the container holding it is taken from the queue; an array leaf when it is taken itself.
      CASE WHEN type = 'ARRAY' OR parent IS NULL THEN depth ELSE depth - 1 END AS taken_depth,
      CASE WHEN type = 'ARRAY' OR parent IS NULL THEN id ELSE parent END AS taken_id
    FROM __walk WHERE NOT descend)
  SELECT coalesce(list(path ORDER BY ${javaBucketSql('hash', 'size')}, taken_depth, taken_id, id), CAST([] AS VARCHAR[]))
  FROM __leaves)`;
}

/** A value that is not JSON is one leaf, `$`: a string, a number, an array, NULL (§sql.67, live 33). */
const SCALAR_PATHS = `['$']`;

function jsonPaths(args: readonly Bound[], context: CallContext) {
  const arg = args[0] as Bound;
  const type = arg.type;
  if (type.name === 'OTHER' && type.complex === 'json')
    return {
      sql: `(CASE WHEN ${arg.sql} IS NULL THEN ${SCALAR_PATHS} ELSE ${jsonPathsSql(arg.sql)} END)`,
      type: T.arrayOf(T.varchar),
    };
  // Another complex value (a sketch) has no JSON form here; an array is one leaf, as a scalar (live 33).
  if (type.name === 'OTHER' || type.name === 'INTERVAL')
    throw argumentTypeError(context, args, "'JSON_PATHS(<COMPLEX<json>>)'");
  return { sql: SCALAR_PATHS, type: T.arrayOf(T.varchar) };
}

export const JSON_PATHS_FUNCTIONS: readonly SqlFunction[] = [fn('JSON_PATHS', 1, 1, jsonPaths)];
