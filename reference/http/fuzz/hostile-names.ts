// The fuzz test's family of hostile names (issue 30): the names an object's prototype answers to, sent wherever a
// request or the data carries a name or a key, so that no code keeps them in a plain object used as a map.

/** Names that `{}` already "has": a plain object keyed by them reads or writes its prototype. */
export const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
] as const;

export interface HostileRequest {
  readonly method: string;
  readonly url: string;
  /** The route as declared, to judge the answer's error shape. */
  readonly route: string;
  readonly body?: unknown;
}

/** `{ [key]: value }`: a computed key is always an own property, even `__proto__`. */
const keyed = (key: string, value: unknown): Record<string, unknown> => ({ [key]: value });

const SQL_ROUTES = ['/analytics/v2/sql', '/analytics/v2/sql/task', '/analytics/v2/sql/statements'];

/** Rows of a datasource named `name`, with a column of that name too. */
export const hostileInsert = (name: string): string =>
  `INSERT INTO ${quoted(name)} SELECT TIMESTAMP '2015-09-12 00:00:00' AS __time, 'v' AS ${quoted(name)}, ` +
  `1 AS "n" PARTITIONED BY DAY`;

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** SQL that names `name` as a table, a column, an alias, a SET key, a lookup, a type, a unit and a zone. */
function hostileSql(name: string): string[] {
  const id = quoted(name);
  const text = `'${name}'`;
  const extern = (type: string): string =>
    `SELECT * FROM TABLE(EXTERN('{"type":"inline","data":"a"}', '{"type":"csv","columns":["${name}"]}', ` +
    `'[{"name":"${name}","type":"${type}"}]'))`;
  return [
    `SELECT * FROM ${id}`,
    `SELECT ${id}, COUNT(*) AS "c" FROM ${id} GROUP BY 1`,
    `SELECT 1 AS ${id}, 2 AS "other"`,
    `SELECT ${text} AS "k", MAP_KEYS(MAP(ARRAY[${text}], ARRAY[1])) AS "m"`,
    `SET ${id} = 1; SELECT 1 AS "one"`,
    `SELECT LOOKUP('a', ${text}) AS "l"`,
    `SELECT * FROM lookup.${id}`,
    `SELECT * FROM sys.segments WHERE datasource = ${text}`,
    `SELECT * FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_NAME = ${text}`,
    `SELECT TIME_EXTRACT(__time, ${text}) AS "e" FROM ${id}`,
    `SELECT TIME_FLOOR(__time, ${text}) AS "f" FROM ${id}`,
    `SELECT TIME_FORMAT(__time, 'yyyy', ${text}) AS "z" FROM ${id}`,
    `SELECT CAST(1 AS ${name}) AS "t"`,
    `SELECT JSON_VALUE(PARSE_JSON('{"${name}":1}'), '$.${name}') AS "j"`,
    extern(name),
    extern('string'),
    `INSERT INTO "kit_hostile" ${extern(name)} PARTITIONED BY ALL`,
    hostileInsert(name),
  ];
}

const FORMATS = ['object', 'array', 'objectLines', 'arrayLines', 'csv'];

function sqlBodies(name: string): unknown[] {
  return hostileSql(name).flatMap((query, index) => [
    {
      query,
      resultFormat: FORMATS[index % FORMATS.length],
      header: true,
      typesHeader: true,
      sqlTypesHeader: true,
    },
    { query, context: { ...keyed(name, 1), sqlQueryId: name, sqlTimeZone: name } },
    { query, parameters: [{ type: name, value: name }], context: keyed('x', keyed(name, name)) },
  ]);
}

const lookup = (name: string) => ({
  version: name,
  lookupExtractorFactory: { type: 'map', map: keyed(name, name) },
});

/** Bodies of a route: its own shape with `name` as every name, key and value it may hold. */
function bodiesOf(url: string, name: string): unknown[] {
  if (SQL_ROUTES.includes(url)) return sqlBodies(name);
  if (url.includes('/rules'))
    return [[{ type: 'loadForever', tieredReplicants: keyed(name, 1) }], [keyed(name, name)]];
  if (url.endsWith('/config/compaction'))
    return [
      {
        dataSource: name,
        skipOffsetFromLatest: 'P1D',
        taskContext: keyed(name, 1),
        tuningConfig: keyed(name, 1),
      },
      keyed(name, { dataSource: name }),
    ];
  if (url.endsWith('/worker'))
    return [
      {
        selectStrategy: { type: 'fillCapacity', ...keyed(name, 1) },
        autoScaler: { type: 'ec2', minNumWorkers: 0, maxNumWorkers: 1, ...keyed(name, name) },
      },
    ];
  if (url.endsWith('/lookups/config'))
    return [
      { __default: keyed(name, lookup(name)) },
      keyed(name, keyed(name, lookup(name))),
      keyed(name, keyed('a', lookup(name))),
    ];
  if (url.includes('markUnused') || url.includes('markUsed'))
    return [{ interval: '2015-09-12/2015-09-13' }, { segmentIds: [name] }, keyed(name, name)];
  if (url.includes('/metadata/')) return [[name], keyed(name, [name])];
  if (url.endsWith('/permissions'))
    return [
      [
        { resource: { name, type: 'DATASOURCE' }, action: 'READ' },
        { resource: { name, type: 'STATE' }, action: 'WRITE' },
        { resource: { name: `.*${name}`, type: name }, action: name },
      ],
    ];
  if (url.includes('/groupMappings/')) return [{ name, groupPattern: name, roles: [name] }];
  if (url.endsWith('/credentials')) return [{ password: `pw-${name}` }, keyed(name, name)];
  return [{ ...keyed(name, name), maxSegmentsToMove: 5 }, keyed(name, keyed(name, name))];
}

const QUERY_STRINGS = (name: string): string[] => {
  const text = encodeURIComponent(name);
  return ['', '?simple', '?full', `?${text}=${text}`, `?datasources=${text}&full`, `?${text}`];
};

/** Every request of the family for one name, creations first, then reads, then deletions. */
export function hostileRequests(
  routes: readonly { method: string; url: string }[],
  name: string,
): HostileRequest[] {
  const order = ['POST', 'PUT', 'GET', 'DELETE'];
  const sorted = routes
    .filter((route) => order.includes(route.method))
    .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
  return sorted.flatMap((route) => {
    const params = route.url.includes(':taskId') ? [name, `query-${name}`] : [name];
    return params.flatMap((param) => {
      const path = route.url.replace(/:[A-Za-z]+|\*/g, encodeURIComponent(param));
      const withBodies = route.method === 'POST' || route.method === 'PUT';
      if (!withBodies)
        return QUERY_STRINGS(name).map((query) => ({ ...route, route: route.url, url: path + query }));
      return bodiesOf(route.url, name).map((body) => ({ ...route, route: route.url, url: path, body }));
    });
  });
}
