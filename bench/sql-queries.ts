// The SQL benchmarks' queries over a wikiticker datasource: a realistic corpus and one query per latency family.

export interface NamedQuery {
  readonly name: string;
  readonly sql: string;
}

const q = (name: string, sql: string): NamedQuery => ({ name, sql: sql.replace(/\s+/g, ' ').trim() });

/** About twenty queries of the shapes dashboards and analysts send. */
export function corpus(ds: string): NamedQuery[] {
  const t = `"${ds}"`;
  return [
    q(
      'filter rows',
      `SELECT page, "user", delta FROM ${t} WHERE channel = '#en.wikipedia' AND isRobot = 'false' AND delta > 100 LIMIT 50`,
    ),
    q(
      'filter count',
      `SELECT COUNT(*) AS edits FROM ${t} WHERE countryName IS NOT NULL AND __time >= TIMESTAMP '2015-09-12 06:00:00'`,
    ),
    q(
      'filter IN LIKE',
      `SELECT page, added FROM ${t} WHERE channel IN ('#en.wikipedia', '#de.wikipedia', '#fr.wikipedia') AND page LIKE 'User:%' AND NOT (isMinor = 'true') LIMIT 100`,
    ),
    q(
      'filter time range',
      `SELECT __time, page, comment FROM ${t} WHERE __time BETWEEN TIMESTAMP '2015-09-12 10:00:00' AND TIMESTAMP '2015-09-12 10:05:00' AND namespace <> 'Main'`,
    ),
    q(
      'group by',
      `SELECT channel, COUNT(*) AS edits, SUM(added) AS added, SUM(deleted) AS deleted FROM ${t} GROUP BY channel`,
    ),
    q(
      'group by having',
      `SELECT countryName, namespace, COUNT(*) AS edits, AVG(delta) AS avg_delta FROM ${t} WHERE countryName IS NOT NULL GROUP BY countryName, namespace HAVING COUNT(*) > 10`,
    ),
    q('top-N pages', `SELECT page, COUNT(*) AS edits FROM ${t} GROUP BY page ORDER BY edits DESC LIMIT 10`),
    q(
      'top-N users',
      `SELECT "user", SUM(delta) AS net, MAX(added) AS biggest FROM ${t} WHERE isAnonymous = 'false' GROUP BY 1 ORDER BY 2 DESC LIMIT 25`,
    ),
    q(
      'TIME_FLOOR hour',
      `SELECT TIME_FLOOR(__time, 'PT1H') AS "hour", COUNT(*) AS edits, SUM(added) AS added FROM ${t} GROUP BY 1 ORDER BY 1`,
    ),
    q(
      'FLOOR TO HOUR',
      `SELECT FLOOR(__time TO HOUR) AS "hour", channel, SUM(added) AS added FROM ${t} WHERE channel LIKE '#en%' GROUP BY 1, 2`,
    ),
    q(
      'TIME_FLOOR distinct',
      `SELECT TIME_FLOOR(__time, 'PT15M') AS "bucket", COUNT(DISTINCT "user") AS users, APPROX_COUNT_DISTINCT(page) AS pages FROM ${t} GROUP BY 1 ORDER BY 1 DESC LIMIT 96`,
    ),
    q(
      'TIME_FORMAT',
      `SELECT TIME_FORMAT(__time, 'yyyy-MM-dd HH') AS "hour", countryIsoCode, COUNT(*) AS edits FROM ${t} WHERE countryIsoCode IS NOT NULL GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 20`,
    ),
    q(
      'CASE',
      `SELECT CASE WHEN delta > 0 THEN 'growth' WHEN delta < 0 THEN 'shrink' ELSE 'same' END AS kind, COUNT(*) AS edits FROM ${t} GROUP BY 1`,
    ),
    q(
      'CASE in aggregate',
      `SELECT channel, SUM(CASE WHEN isRobot = 'true' THEN 1 ELSE 0 END) AS robot_edits, COUNT(*) FILTER (WHERE isNew = 'true') AS new_pages FROM ${t} GROUP BY channel ORDER BY robot_edits DESC LIMIT 10`,
    ),
    q(
      'subquery FROM',
      `SELECT AVG(edits) AS avg_edits, MAX(edits) AS max_edits FROM (SELECT page, COUNT(*) AS edits FROM ${t} GROUP BY page) AS per_page`,
    ),
    q(
      'IN subquery',
      `SELECT channel, COUNT(*) AS edits FROM ${t} WHERE page IN (SELECT page FROM ${t} WHERE isNew = 'true') GROUP BY channel`,
    ),
    q(
      'join subqueries',
      `SELECT a.channel, a.edits, b.robots FROM (SELECT channel, COUNT(*) AS edits FROM ${t} GROUP BY channel) AS a JOIN (SELECT channel, COUNT(*) AS robots FROM ${t} WHERE isRobot = 'true' GROUP BY channel) AS b ON a.channel = b.channel ORDER BY a.edits DESC LIMIT 10`,
    ),
    q(
      'join table',
      `SELECT w.page, COUNT(*) AS edits FROM ${t} AS w INNER JOIN (SELECT page FROM ${t} GROUP BY page HAVING COUNT(*) > 5) AS busy ON w.page = busy.page WHERE w.isRobot = 'false' GROUP BY w.page`,
    ),
    q(
      'CTE',
      `WITH per_user AS (SELECT "user", COUNT(*) AS edits FROM ${t} GROUP BY "user") SELECT edits, COUNT(*) AS users FROM per_user GROUP BY edits ORDER BY edits LIMIT 20`,
    ),
    q(
      'strings',
      `SELECT LOWER(countryName) AS country, SUBSTRING(page, 1, 20) AS page_start, CONCAT(channel, '/', namespace) AS place, CHAR_LENGTH(comment) AS comment_length FROM ${t} WHERE countryIsoCode = 'US' LIMIT 100`,
    ),
    q(
      'INFORMATION_SCHEMA.COLUMNS',
      `SELECT COLUMN_NAME, DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = 'druid' AND TABLE_NAME = '${ds}' ORDER BY ORDINAL_POSITION`,
    ),
    q(
      'INFORMATION_SCHEMA.TABLES',
      `SELECT TABLE_SCHEMA, TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_TYPE = 'TABLE'`,
    ),
  ];
}

/** One query per family of the latency benchmark; the group-by one reads every row. */
export function latencyFamilies(ds: string): NamedQuery[] {
  const t = `"${ds}"`;
  return [
    q('filter', `SELECT __time, page, "user", delta FROM ${t} WHERE countryName = 'France' AND delta > 500`),
    q(
      'group-by',
      `SELECT channel, COUNT(*) AS edits, SUM(added) AS added, SUM(deleted) AS deleted FROM ${t} GROUP BY channel`,
    ),
    q(
      'top-N',
      `SELECT page, COUNT(*) AS edits, SUM(delta) AS net FROM ${t} GROUP BY page ORDER BY edits DESC LIMIT 10`,
    ),
    q(
      'time bucketing',
      `SELECT TIME_FLOOR(__time, 'PT1H') AS "hour", COUNT(*) AS edits, SUM(added) AS added FROM ${t} GROUP BY 1 ORDER BY 1`,
    ),
  ];
}

/** The concurrency benchmark's query: a group-by over every row. */
export const concurrencyQuery = (ds: string): string =>
  q(
    'group-by',
    `SELECT countryName, COUNT(*) AS edits, SUM(added) AS added FROM "${ds}" GROUP BY countryName`,
  ).sql;
