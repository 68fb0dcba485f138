// Compares a reference answer with a recorded one: status, content type, the compared headers, then the body with
// volatile values (IDs, times of the run, hosts, durations, sizes) normalised away; says where the first difference is.
import { type JsonNode, tryParseJson } from './json-text.ts';
import type { Expected } from './recordings.ts';

export interface Actual {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export type MismatchKind = 'status' | 'content-type' | 'header' | 'body';

export interface Mismatch {
  readonly kind: MismatchKind;
  readonly detail: string;
}

/** The headers compared (present or absent as recorded); `<id>` in a recording matches any value. */
export const COMPARED_HEADERS = [
  'X-Druid-SQL-Query-Id',
  'X-Druid-Query-Id',
  'X-Druid-SQL-Header-Included',
  'Allow',
  'Content-Encoding',
] as const;

// Values that differ between runs of any server: the IDs a server chooses, times of the run, where it runs, sizes.
const VOLATILE_KEYS = new Set([
  'createdAt',
  'createdTime',
  'queueInsertionTime',
  'duration',
  'durationMs',
  'location',
  'host',
  'sizeInBytes',
  'totalSizeInBytes',
]);
/**
 * Fields the spec requires in error bodies that the real system's unified body lacks (spec: "Error object, synchronous
 * SQL" and "statements API, 400 on submit"; docs/facts/sql.md §sql.1): an answer may carry them where the recording
 * has none. Their values name the implementation (a Java class, a host) and are not compared.
 */
const SPEC_ERROR_FIELDS = new Set(['errorClass', 'host']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function normaliseText(text: string): string {
  return text.replace(UUID, '<id>');
}

/**
 * The content type the spec states for a result format, where the real system answers application/json for every
 * format (spec: Synchronous SQL result formats; docs/facts/sql.md §sql.6).
 */
export const SPEC_CONTENT_TYPES: Readonly<Record<string, string>> = {
  objectLines: 'text/plain',
  arrayLines: 'text/plain',
  csv: 'text/csv',
};

export function compareExchange(
  expect: Expected,
  actual: Actual,
  specContentType?: string,
): Mismatch | undefined {
  if (actual.status !== expect.status)
    return { kind: 'status', detail: `status ${actual.status}, recorded ${expect.status}` };
  const contentType = actual.headers['content-type'];
  const specTolerated =
    specContentType !== undefined && mediaType(contentType)?.split(';')[0] === specContentType;
  if (!specTolerated && mediaType(contentType) !== mediaType(expect.contentType))
    return {
      kind: 'content-type',
      detail: `Content-Type ${contentType ?? 'none'}, recorded ${expect.contentType ?? 'none'}`,
    };
  const header = compareHeaders(expect.headers ?? {}, actual.headers);
  if (header !== undefined) return { kind: 'header', detail: header };
  const body =
    expect.bodyShape !== undefined
      ? compareShape(expect.bodyShape, actual.body)
      : compareBody(expect.body ?? '', actual.body);
  return body === undefined ? undefined : { kind: 'body', detail: body };
}

const mediaType = (value: string | undefined) => value?.toLowerCase().replace(/\s+/g, '');

function compareHeaders(
  expected: Readonly<Record<string, string>>,
  actual: Readonly<Record<string, string>>,
) {
  for (const name of COMPARED_HEADERS) {
    const want = expected[name];
    const got = actual[name.toLowerCase()];
    if (want === undefined && got !== undefined) return `${name}: ${got}, recorded none`;
    if (want !== undefined && got === undefined) return `${name} missing, recorded ${want}`;
    if (want !== undefined && want !== '<id>' && got !== want) return `${name}: ${got}, recorded ${want}`;
  }
  return undefined;
}

/** The first difference between two bodies as text: JSON as values, JSON lines line by line, else the text. */
export function compareBody(expected: string, actual: string): string | undefined {
  const [want, got] = [normaliseText(expected), normaliseText(actual)];
  if (want === got) return undefined;
  const [wantJson, gotJson] = [tryParseJson(want), tryParseJson(got)];
  if (wantJson !== undefined && gotJson !== undefined) return compareNodes(wantJson, gotJson, '');
  const [wantLines, gotLines] = [want.split('\n'), got.split('\n')];
  for (let i = 0; i < Math.max(wantLines.length, gotLines.length); i++) {
    const [w, g] = [wantLines[i], gotLines[i]];
    if (w === g) continue;
    if (w === undefined || g === undefined)
      return `line ${i + 1}: ${show(g ?? 'the end')}, recorded ${show(w ?? 'the end')}`;
    const [wn, gn] = [tryParseJson(w), tryParseJson(g)];
    const inLine =
      wn !== undefined && gn !== undefined ? compareNodes(wn, gn, '') : `${show(g)}, recorded ${show(w)}`;
    if (inLine !== undefined) return `line ${i + 1}: ${inLine}`;
  }
  return undefined;
}

function compareNodes(want: JsonNode, got: JsonNode, at: string, errorContext = false): string | undefined {
  const where = at === '' ? 'body' : at;
  if (want.kind !== got.kind) return `${where}: ${render(got)}, recorded ${render(want)}`;
  if (want.kind === 'number' && got.kind === 'number')
    return sameNumber(want.text, got.text) ? undefined : `${where}: ${got.text}, recorded ${want.text}`;
  if (want.kind === 'string' && got.kind === 'string')
    return want.value === got.value
      ? undefined
      : `${where}: ${show(got.value)}, recorded ${show(want.value)}`;
  if (want.kind === 'array' && got.kind === 'array') {
    if (want.items.length !== got.items.length)
      return `${where}: ${got.items.length} elements, recorded ${want.items.length}${firstItemDiff(want.items, got.items, at)}`;
    for (let i = 0; i < want.items.length; i++) {
      const diff = compareNodes(want.items[i] as JsonNode, got.items[i] as JsonNode, `${at}[${i}]`);
      if (diff !== undefined) return diff;
    }
    return undefined;
  }
  if (want.kind === 'object' && got.kind === 'object')
    return compareObjects(want.entries, got.entries, at, errorContext);
  return undefined;
}

function firstItemDiff(want: readonly JsonNode[], got: readonly JsonNode[], at: string): string {
  for (let i = 0; i < Math.min(want.length, got.length); i++) {
    const diff = compareNodes(want[i] as JsonNode, got[i] as JsonNode, `${at}[${i}]`);
    if (diff !== undefined) return ` (first: ${diff})`;
  }
  return '';
}

type Entries = readonly (readonly [string, JsonNode])[];

/** `errorContext`: the `context` of an error body, whose `errorClass` and `host` repeat the body's own. */
function compareObjects(want: Entries, got: Entries, at: string, errorContext = false): string | undefined {
  const keys = (entries: Entries) => entries.map(([key]) => key).sort();
  const wantKeys = keys(want);
  const isError = wantKeys.includes('errorMessage');
  const gotKeys = keys(got).filter(
    (key) => !(isError && SPEC_ERROR_FIELDS.has(key) && !wantKeys.includes(key)),
  );
  if (wantKeys.join('\u0000') !== gotKeys.join('\u0000')) {
    const missing = wantKeys.filter((key) => !gotKeys.includes(key));
    const extra = gotKeys.filter((key) => !wantKeys.includes(key));
    return `${at === '' ? 'body' : at}: keys ${missing.length > 0 ? `missing ${missing.join(', ')}` : ''}${missing.length > 0 && extra.length > 0 ? '; ' : ''}${extra.length > 0 ? `extra ${extra.join(', ')}` : ''}${missing.length + extra.length === 0 ? 'repeated differently' : ''}`;
  }
  // Repeated keys (two columns of one name) pair in order.
  const used = new Set<number>();
  for (const [key, value] of want) {
    const index = got.findIndex(([other], i) => other === key && !used.has(i));
    used.add(index);
    if (VOLATILE_KEYS.has(key) || ((isError || errorContext) && SPEC_ERROR_FIELDS.has(key))) continue;
    const inner = isError && key === 'context';
    const diff = compareNodes(value, (got[index] as readonly [string, JsonNode])[1], `${at}.${key}`, inner);
    if (diff !== undefined) return diff;
  }
  return undefined;
}

function sameNumber(a: string, b: string): boolean {
  const integer = /^-?\d+$/;
  if (integer.test(a) && integer.test(b)) return BigInt(a) === BigInt(b);
  return Number(a) === Number(b);
}

/** Same keys and value kinds, recursively (an array by its first element): for values that depend on the cluster. */
export function compareShape(shape: unknown, actual: string): string | undefined {
  const got = tryParseJson(actual);
  if (got === undefined) return `not JSON: ${show(actual)}`;
  return shapeDiff(shape, got, 'body');
}

function shapeDiff(shape: unknown, got: JsonNode, at: string): string | undefined {
  const kind = shape === null ? 'null' : Array.isArray(shape) ? 'array' : typeof shape;
  const gotKind = got.kind === 'true' || got.kind === 'false' ? 'boolean' : got.kind;
  if (kind !== gotKind) return `${at}: ${gotKind}, recorded ${kind}`;
  if (Array.isArray(shape) && got.kind === 'array' && shape.length > 0 && got.items.length > 0)
    return shapeDiff(shape[0], got.items[0] as JsonNode, `${at}[0]`);
  if (kind === 'object' && got.kind === 'object') {
    for (const [key, value] of Object.entries(shape as Record<string, unknown>)) {
      const entry = got.entries.find(([name]) => name === key);
      if (entry === undefined) return `${at}: no ${key}`;
      const diff = shapeDiff(value, entry[1], `${at}.${key}`);
      if (diff !== undefined) return diff;
    }
  }
  return undefined;
}

function render(node: JsonNode): string {
  if (node.kind === 'number') return node.text;
  if (node.kind === 'string') return show(node.value);
  if (node.kind === 'array') return `an array of ${node.items.length}`;
  if (node.kind === 'object') return `an object {${node.entries.map(([key]) => key).join(', ')}}`;
  return node.kind;
}

const show = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
