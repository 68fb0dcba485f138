// Why an exchange does not match: which branch owns the cause (so the lead can re-run the replay after merging it)
// and a one-line reason. A query on a dataset whose recorded setup failed is charged to that setup's owner; the
// rest is decided per request, from what it exercises.
import type { Outcome } from './replay.ts';

export interface Cause {
  readonly owner: string;
  readonly reason: string;
}

/** The recordings' datasets and the grammar or types their setup needs. */
const DATASETS: Readonly<Record<string, Cause>> = {
  dbimp_types: {
    owner: 'sqlgrammar+sqltypes',
    reason: 'dbimp_types not loaded: its setup needs VALUES, ARRAY, PARSE_JSON, ARRAY_TO_MV',
  },
  dbimp_big: { owner: 'sqlgrammar', reason: 'dbimp_big not loaded: its setup needs UNNEST' },
  dbimp_crud: { owner: 'sqlgrammar', reason: 'dbimp_crud not loaded as recorded: its setup needs VALUES' },
};

const by = (owner: string, reason: string, names: readonly string[]) =>
  names.map((name): [string, Cause] => [name, { owner, reason }]);

const REQUESTS = new Map<string, Cause>([
  ...by('sqlgrammar', 'VALUES / UNNEST in the setup statement', [
    'setup: make the datasource of every type',
    'setup: make the datasource of 400 rows',
    'setup: make the datasource for crud',
  ]),
  ...by('sqlgrammar', 'UNNEST, SET, EXPLAIN, statement lists, sqlOuterLimit', [
    'feature: unnest',
    'feature: SET before a statement',
    'feature: explain',
    'two statements in one request',
    'a result with an outer limit',
    'a timeout in the context',
    'a statement to cancel',
    'cancel the statement by its id',
  ]),
  ...by('sqlgrammar', "Calcite's parse-error wording (DDL, BEGIN/COMMIT, UPSERT, misspelt keywords, :name)", [
    'schema: create table',
    'schema: foreign key',
    'schema: create index',
    'schema: create view',
    'schema: alter table',
    'schema: drop table',
    'schema: create table through the task API',
    'begin a transaction',
    'commit a transaction',
    'a syntax error',
    'a named parameter',
    'step 7: upsert through the task API',
  ]),
  ...by('sqlgrammar', 'ingestion without __time refused at submit (sqlgrammar facts §sql.15)', [
    'an error of a task',
  ]),
  ...by('sqltypes', 'lookups, sketches, multi-value strings, JSON, arrays, TIME, VARBINARY', [
    'setup: start the configuration of lookups',
    'setup: make a lookup',
    'feature: lookup function',
    'feature: lookup table',
    'feature: approximate functions',
    'feature: a sketch',
    'feature: multi-value strings',
    'feature: a multi-value string grouped',
    'feature: json functions',
    'literals of each type',
    'step 7: a multi-value string as an array',
    'a time of day',
    'a binary value',
    'an array parameter',
  ]),
  ...by('exactints', '64-bit integers, TINYINT/SMALLINT, literal range, parameter types', [
    'a tinyint',
    'a smallint',
    'an integer literal out of range',
    'a string for an integer',
    'a parameter with no type',
    'a decimal parameter',
    'typed parameters',
  ]),
  ...by('spec', 'a 4xx carries the spec error shape (Druid: an empty body or an HTML page)', [
    'a GET of the SQL API',
    'a wrong password',
    'cancel a statement that is not running',
  ]),
  ...by('cluster', 'depends on the recorded cluster (its services, hosts, segment counts)', [
    'the version of each service',
    'a system table that needs a privilege',
    'feature: the sys schema',
  ]),
  ...by(
    'streaming',
    'Druid streams rows and cuts the body at the error; the reference answers the error alone',
    ['an error after some rows', 'an error after some rows in lines', 'an error after some rows as objects'],
  ),
  ...by('replay', 'left: Router paths (/proxy/<service>/…, the leader endpoint)', [
    'the users of the security API',
    'a path of the Coordinator through the Router',
  ]),
  ...by('sqlgrammar+sqltypes', 'the datasets their setup did not load are missing from the lists', [
    'schema: the columns of a datasource',
    'schema: the datasources',
    'the datasources of the Coordinator',
  ]),
  ...by('sqlgrammar', 'the statement reads dbimp_big (UNNEST in its setup): no statement ID to follow', [
    'step 7: a statement of the statements API',
    'step 7: the state of the statement',
    'step 7: the first page of the statement',
    'step 7: the second page of the statement',
  ]),
  ...by(
    'replay',
    'left: Druid says errorCode general for the durable-storage refusal, the reference invalidInput',
    ['step 7: a statement that asks for durable storage'],
  ),
  ...by('replay', "left: Jackson's wording of a request it cannot read", ['an unknown result format']),
]);

export function causeOf(outcome: Outcome): Cause {
  const missing = /Object '(dbimp_[a-z]+)' not found/.exec(outcome.actual?.body ?? '')?.[1];
  const dataset = missing === undefined ? undefined : DATASETS[missing];
  if (dataset !== undefined) return dataset;
  const known = REQUESTS.get(outcome.exchange.name);
  if (known !== undefined) return known;
  // Queries on dbimp_crud and dbimp_big see other rows when their setup did not run as recorded.
  for (const [name, cause] of Object.entries(DATASETS))
    if (outcome.exchange.name.startsWith('crud:') && name === 'dbimp_crud') return cause;
  return { owner: 'replay', reason: `to look at: ${outcome.mismatch?.kind ?? ''}` };
}
