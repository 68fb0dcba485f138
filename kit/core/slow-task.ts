// A SQL-based ingestion task that is slow on any server: it counts every combination of twelve copies of ten rows.
import { SLOW_QUERY_COPIES, SLOW_QUERY_MIN_ROWS } from './sql-cancel.ts';

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Ten inline rows read through EXTERN: valid input on any server, and no datasource to set up first. */
function tenRows(): string {
  const rows = Array.from({ length: SLOW_QUERY_MIN_ROWS }, (_, n) => JSON.stringify({ n }));
  const args = [{ type: 'inline', data: rows.join('\n') }, { type: 'json' }, [{ name: 'n', type: 'long' }]];
  return `TABLE(EXTERN(${args.map((arg) => literal(JSON.stringify(arg))).join(', ')}))`;
}

/**
 * `INSERT INTO <datasource> SELECT COUNT(*) …` over the cross join of the copies (10^12 combinations), partitioned
 * by ALL: valid SQL of the form the spec gives ("SQL-based ingestion tasks", rule 2) that runs until shut down.
 */
export function slowTaskSql(datasource: string): string {
  return [`INSERT INTO "${datasource.replace(/"/g, '""')}"`, slowSelectSql(), 'PARTITIONED BY ALL'].join(
    '\n',
  );
}

/** The SELECT of the slow task on its own (`SELECT COUNT(*) …` over the cross join): a slow statement. */
export function slowSelectSql(): string {
  const source = tenRows();
  const copies = Array.from({ length: SLOW_QUERY_COPIES }, (_, i) => `${source} AS "t${i + 1}"`);
  return ['SELECT COUNT(*) AS "combinations"', `FROM ${copies.join('\nCROSS JOIN ')}`].join('\n');
}
