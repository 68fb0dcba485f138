// Rows of a results body in any of the five result formats: the shape a format asks for, and the rows it holds.
import { isDeepStrictEqual } from 'node:util';
import { parseCell } from './sql-result.ts';

export type ResultFormat = 'object' | 'array' | 'objectLines' | 'arrayLines' | 'csv';

export const RESULT_FORMATS: readonly ResultFormat[] = [
  'object',
  'array',
  'objectLines',
  'arrayLines',
  'csv',
];

/** One row as a body wrote it: a JSON array, a JSON object, or the fields of a csv line. */
type BodyRow =
  | { kind: 'array'; values: unknown[] }
  | { kind: 'object'; value: object }
  | { kind: 'csv'; fields: string[] };

const isObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The lines before the trailing blank line, or undefined when the body does not end with one. */
function linesBeforeBlank(body: string): string[] | undefined {
  if (body === '\n') return [];
  if (!body.endsWith('\n\n')) return undefined;
  return body.slice(0, -2).split('\n');
}

/** The fields of one csv line (RFC 4180 quoting: `"a, ""b"""` is `a, "b"`), or undefined when its quotes break. */
export function csvFields(line: string): string[] | undefined {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (line[at] === '"') {
      at += 1;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote < 0) return undefined;
        field += line.slice(at, quote);
        if (line[quote + 1] === '"') {
          field += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      if (at < line.length && line[at] !== ',') return undefined;
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      field = line.slice(at, end);
      if (field.includes('"')) return undefined;
      at = end;
    }
    fields.push(field);
    if (at >= line.length) return fields;
    at += 1;
  }
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What keeps a body from being in this format (the spec's "Synchronous SQL" rule 3); empty when it is. */
export function formatProblems(body: string, format: ResultFormat): string[] {
  if (format === 'object' || format === 'array') {
    const parsed = parseJson(body);
    if (parsed === undefined || !Array.isArray(parsed.value)) return ['the body is not one JSON array'];
    const fits = format === 'array' ? Array.isArray : isObject;
    return parsed.value.flatMap((row, i) =>
      fits(row) ? [] : [`element ${i} is not a JSON ${kindOf(format)}`],
    );
  }
  if (body.includes('\r')) return ['lines must end with \\n alone, but the body has \\r'];
  const lines = linesBeforeBlank(body);
  if (lines === undefined) return ['the body does not end with a line break followed by a blank line'];
  if (format === 'csv')
    return lines.flatMap((line, i) => (csvFields(line) ? [] : [`line ${i + 1} is not a csv line: ${line}`]));
  const fits = format === 'arrayLines' ? Array.isArray : isObject;
  return lines.flatMap((line, i) => {
    const parsed = parseJson(line);
    return parsed !== undefined && fits(parsed.value)
      ? []
      : [`line ${i + 1} is not a JSON ${kindOf(format)}: ${line}`];
  });
}

const kindOf = (format: ResultFormat): string => (format.startsWith('array') ? 'array' : 'object');

/** The rows of a body in whichever format it is written: a JSON array, JSON lines or csv lines. */
export function bodyRows(body: string): BodyRow[] {
  const whole = parseJson(body);
  const values = whole !== undefined && Array.isArray(whole.value) ? whole.value : undefined;
  const lines = values === undefined ? (linesBeforeBlank(body) ?? body.replace(/\n$/, '').split('\n')) : [];
  const jsonLines = lines.map(parseJson);
  const asJson =
    values ?? (jsonLines.every((line) => line !== undefined) ? jsonLines.map((l) => l?.value) : undefined);
  if (asJson !== undefined)
    return asJson.map((value) =>
      Array.isArray(value) ? { kind: 'array', values: value } : { kind: 'object', value: value as object },
    );
  return lines.map((line) => ({ kind: 'csv', fields: csvFields(line) ?? [line] }));
}

/** Whether a body row is exactly this expected row of the named columns (feature cells, see parseCell). */
function rowMatches(row: BodyRow, columns: readonly string[], cells: readonly string[]): boolean {
  const expected = cells.map(parseCell);
  if (row.kind === 'array') return isDeepStrictEqual(row.values, expected);
  if (row.kind === 'csv') return isDeepStrictEqual(row.fields, cells);
  if (!isObject(row.value)) return false;
  return isDeepStrictEqual(row.value, Object.fromEntries(columns.map((name, i) => [name, expected[i]])));
}

/**
 * What differs between a body, in whichever format it came, and exactly these rows in this order (no header row,
 * no other row); empty when they match. `table` is a feature table whose first row names the columns.
 */
export function exactRowsProblems(body: string, table: readonly (readonly string[])[]): string[] {
  const [columns = [], ...expected] = table;
  const rows = bodyRows(body);
  if (rows.length !== expected.length)
    return [`expected ${expected.length} row(s) and nothing else, got ${rows.length}`];
  return rows.flatMap((row, i) =>
    rowMatches(row, columns, expected[i] ?? [])
      ? []
      : [`row ${i + 1} is ${JSON.stringify(row)}, expected ${expected[i]?.join(' | ')}`],
  );
}
