// The corpus of differential queries: read from corpus.json (or another file), checked, placeholders expanded.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TABLE_PLACEHOLDERS, type TablePlaceholder } from './tables.ts';

/** The bundled corpus, beside this file. */
export const DEFAULT_CORPUS = fileURLToPath(new URL('./corpus.json', import.meta.url));
/** The generated corpus (generate/, `npm run corpus:generate`): over a thousand queries drawn from one seed. */
export const GENERATED_CORPUS = fileURLToPath(new URL('./generated-corpus.json', import.meta.url));

export interface CorpusQuery {
  /** Stable: expectations files and reports name the query by it. */
  readonly id: string;
  readonly title: string;
  /** SQL text; `${datasource}`, `${channels}`, `${typed}` and `${nested}` name the datasources the run ingests. */
  readonly query: string;
  /** Whether row order is part of the answer (the query ends with ORDER BY); otherwise rows are compared as a multiset. */
  readonly ordered: boolean;
  /** Relative tolerance of numbers, for approximate functions. */
  readonly tolerance?: number;
  readonly context?: Readonly<Record<string, unknown>>;
  readonly parameters?: readonly unknown[];
  /** Columns whose values legitimately differ (CURRENT_TIMESTAMP): compared as present or null only. */
  readonly volatile?: readonly string[];
}

/** The run's datasource name of every table (tables.ts). */
export type Datasources = Readonly<Record<TablePlaceholder, string>>;

const PLACEHOLDERS = TABLE_PLACEHOLDERS;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FIELDS = new Set(['id', 'title', 'query', 'ordered', 'tolerance', 'context', 'parameters', 'volatile']);

function checkQuery(entry: unknown, where: string): CorpusQuery {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new Error(`${where}: a query is a JSON object`);
  const raw = entry as Record<string, unknown>;
  const unknown = Object.keys(raw).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown field(s) ${unknown.join(', ')}`);
  const { id, title, ordered, tolerance, context, parameters, volatile } = raw;
  // A long query may be written as an array of lines.
  const query = Array.isArray(raw.query) ? raw.query.join('\n') : raw.query;
  if (typeof id !== 'string' || !ID.test(id)) throw new Error(`${where}: "id" must be kebab-case text`);
  const at = `${where} (${id})`;
  if (typeof title !== 'string' || title === '') throw new Error(`${at}: "title" says what the query checks`);
  if (typeof query !== 'string' || query.trim() === '') throw new Error(`${at}: "query" is SQL text`);
  if (typeof ordered !== 'boolean') throw new Error(`${at}: "ordered" must be true or false`);
  if (ordered && !/\border\s+by\b/i.test(query)) throw new Error(`${at}: an ordered query needs ORDER BY`);
  const names = [...query.matchAll(/\$\{([^}]*)\}/g)].map((match) => match[1]);
  const bad = names.find((name) => !(PLACEHOLDERS as readonly unknown[]).includes(name));
  if (bad !== undefined) throw new Error(`${at}: unknown placeholder \${${bad}}`);
  if (tolerance !== undefined && !(typeof tolerance === 'number' && tolerance >= 0 && tolerance < 1))
    throw new Error(`${at}: "tolerance" is a relative tolerance, 0 <= t < 1`);
  if (context !== undefined && (context === null || typeof context !== 'object' || Array.isArray(context)))
    throw new Error(`${at}: "context" is a JSON object`);
  if (parameters !== undefined && !Array.isArray(parameters))
    throw new Error(`${at}: "parameters" is an array`);
  if (volatile !== undefined && !(Array.isArray(volatile) && volatile.every((c) => typeof c === 'string')))
    throw new Error(`${at}: "volatile" is an array of column names`);
  return {
    id,
    title,
    query,
    ordered,
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(context === undefined ? {} : { context: context as Record<string, unknown> }),
    ...(parameters === undefined ? {} : { parameters }),
    ...(volatile === undefined ? {} : { volatile: volatile as string[] }),
  };
}

/** Checks a parsed corpus: `{ "queries": [ … ] }` with unique ids. */
export function parseCorpus(value: unknown, source: string): CorpusQuery[] {
  const list = (value as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(list) || list.length === 0)
    throw new Error(`${source}: expected a JSON object with a non-empty "queries" array`);
  const queries = list.map((entry, i) => checkQuery(entry, `${source}, query ${i + 1}`));
  const ids = queries.map((q) => q.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`${source}: query id ${twice} is used twice`);
  return queries;
}

export function readCorpus(file: string = DEFAULT_CORPUS): CorpusQuery[] {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the corpus ${file}: ${(error as Error).message}`);
  }
  try {
    return parseCorpus(JSON.parse(raw), file);
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${file} is not valid JSON: ${error.message}`);
    throw error;
  }
}

/** The SQL text with the run's datasource names in place of the placeholders. */
export const expandQuery = (query: string, names: Datasources): string =>
  query.replace(/\$\{(datasource|channels|typed|nested)\}/g, (_, name: TablePlaceholder) => names[name]);

/** The request body of a corpus query: array format with every header row, so names and types are compared too. */
export function corpusRequestBody(query: CorpusQuery, names: Datasources): string {
  return JSON.stringify({
    query: expandQuery(query.query, names),
    resultFormat: 'array',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
    ...(query.context === undefined ? {} : { context: query.context }),
    ...(query.parameters === undefined ? {} : { parameters: query.parameters }),
  });
}
