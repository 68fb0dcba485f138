// Turns one synchronous SQL answer into a form two servers' answers can be compared in (pure).
import { parseExact } from './exact-json.ts';

/** The parts of a SQL request body that decide how its answer is laid out. */
export interface SqlShape {
  readonly resultFormat: string;
  readonly header: boolean;
  readonly typesHeader: boolean;
  readonly sqlTypesHeader: boolean;
}

export interface NormaliseOptions {
  /** Whether row order is part of the answer (the query has ORDER BY); if not, rows are sorted. */
  readonly ordered: boolean;
  /** Columns whose values change from run to run or server to server: compared as present or null only. */
  readonly volatileColumns: readonly string[];
  /** Instants inside this window (the run's own time) are volatile wherever they appear in a cell. */
  readonly runWindow: { readonly from: number; readonly to: number };
}

/** A comparable answer: a result (header rows and data rows), an error (status and code), or other text. */
export type NormalisedAnswer =
  | {
      readonly kind: 'result';
      readonly status: number;
      readonly contentType: string;
      readonly header: readonly unknown[];
      readonly rows: readonly unknown[];
    }
  | { readonly kind: 'error'; readonly status: number; readonly errorCode: string | null }
  | { readonly kind: 'text'; readonly status: number; readonly contentType: string; readonly text: string };

export const VOLATILE = '<volatile>';
export const RUN_TIME = '<run time>';

/** Columns of metadata tables that name things each server chooses for itself (IDs, hosts, durations). */
export const DEFAULT_VOLATILE_COLUMNS: readonly string[] = [
  'task_id',
  'segment_id',
  'host',
  'server',
  'duration',
];

const OBJECT_FORMATS = new Set(['object', 'objectLines']);
const LINE_FORMATS = new Set(['objectLines', 'arrayLines']);

/** Reads the layout fields of a request body; a body that is not a JSON object gets the defaults. */
export function sqlShapeOf(body: string | undefined): SqlShape {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(body ?? '{}');
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      parsed = value as Record<string, unknown>;
  } catch {
    // Not JSON: the servers answer 400, whose layout does not matter.
  }
  return {
    resultFormat: typeof parsed.resultFormat === 'string' ? parsed.resultFormat : 'object',
    header: parsed.header === true,
    typesHeader: parsed.typesHeader === true,
    sqlTypesHeader: parsed.sqlTypesHeader === true,
  };
}

/** Whether a query's rows come in a defined order: it says ORDER BY somewhere (a heuristic for scenario mode). */
export const queryIsOrdered = (query: string): boolean => /\border\s+by\b/i.test(query);

/** The media type of a Content-Type header, without parameters. */
const mediaType = (value: string | undefined): string =>
  (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** JSON with object keys sorted, so equal values always print the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A cell holding an instant of the run itself (a creation time, CURRENT_TIMESTAMP) becomes RUN_TIME. */
function maskRunTime(value: unknown, window: NormaliseOptions['runWindow']): unknown {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return value;
  const at = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return at >= window.from && at <= window.to ? RUN_TIME : value;
}

function maskCell(value: unknown, isVolatile: boolean, options: NormaliseOptions): unknown {
  if (isVolatile) return value === null ? null : VOLATILE;
  return maskRunTime(value, options.runWindow);
}

function maskRow(row: unknown, names: readonly unknown[], options: NormaliseOptions): unknown {
  const volatile = new Set(options.volatileColumns);
  if (Array.isArray(row))
    return row.map((cell, i) => maskCell(cell, volatile.has(String(names[i] ?? '')), options));
  if (row !== null && typeof row === 'object')
    return Object.fromEntries(
      Object.entries(row as Record<string, unknown>).map(([key, cell]) => [
        key,
        maskCell(cell, volatile.has(key), options),
      ]),
    );
  return row;
}

/** The answer's elements: a JSON array, or one JSON value per non-empty line; undefined when it is neither. */
function elementsOf(text: string, shape: SqlShape): unknown[] | undefined {
  try {
    if (LINE_FORMATS.has(shape.resultFormat))
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => parseExact(line));
    const body: unknown = parseExact(text);
    return Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** CSV lines without the trailing blank ones (a row of one empty value inside stays a line). */
function csvLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

function headerCount(shape: SqlShape): number {
  if (!shape.header) return 0;
  if (OBJECT_FORMATS.has(shape.resultFormat)) return 1;
  return 1 + (shape.typesHeader ? 1 : 0) + (shape.sqlTypesHeader ? 1 : 0);
}

function errorCodeOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof body?.error === 'string') return body.error;
    if (typeof body?.errorCode === 'string') return body.errorCode;
  } catch {
    // A body that is not JSON has no code; the status alone is compared.
  }
  return null;
}

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

/** Normalises an answer: errors keep status and code; results lose volatile values and, if unordered, their order. */
export function normaliseAnswer(
  answer: RawAnswer,
  shape: SqlShape,
  options: NormaliseOptions,
): NormalisedAnswer {
  const contentType = mediaType(answer.contentType);
  if (answer.status >= 400)
    return { kind: 'error', status: answer.status, errorCode: errorCodeOf(answer.text) };
  const elements = shape.resultFormat === 'csv' ? csvLines(answer.text) : elementsOf(answer.text, shape);
  if (elements === undefined) return { kind: 'text', status: answer.status, contentType, text: answer.text };
  const count = headerCount(shape);
  const header = elements.slice(0, count);
  const first = header[0];
  const names = Array.isArray(first) ? first : [];
  let rows = elements.slice(count).map((row) => maskRow(row, names, options));
  if (!options.ordered)
    rows = rows
      .map((row) => ({ row, key: canonical(row) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ row }) => row);
  return { kind: 'result', status: answer.status, contentType, header, rows };
}
