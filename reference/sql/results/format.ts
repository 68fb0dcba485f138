// The five result formats of the synchronous SQL API, with their header rows, bodies and content types.
import type { QueryResult } from '../engine-types.ts';
import { formatInstant, parseTimeZone, UTC } from '../time-zone.ts';

export const RESULT_FORMATS = ['object', 'array', 'objectLines', 'arrayLines', 'csv'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export interface FormatOptions {
  readonly format: ResultFormat;
  readonly header: boolean;
  readonly typesHeader: boolean;
  readonly sqlTypesHeader: boolean;
}

export interface FormattedResult {
  readonly contentType: string;
  readonly body: string;
}

export const CONTENT_TYPES: Readonly<Record<ResultFormat, string>> = {
  object: 'application/json',
  array: 'application/json',
  objectLines: 'text/plain',
  arrayLines: 'text/plain',
  csv: 'text/csv',
};

/** Renders TIMESTAMP columns (epoch millis) as ISO 8601 strings in the query's zone, as the sync API does. */
function renderRows(result: QueryResult): unknown[][] {
  const zone = parseTimeZone(result.timeZone) ?? UTC;
  const timeColumns = result.columns.flatMap((column, index) =>
    column.sqlType === 'TIMESTAMP' || column.sqlType === 'DATE' ? [index] : [],
  );
  if (timeColumns.length === 0) return result.rows as unknown[][];
  return result.rows.map((row) => {
    const copy = [...row];
    for (const index of timeColumns) {
      const value = copy[index];
      if (typeof value === 'number') copy[index] = formatInstant(zone, value);
    }
    return copy;
  });
}

/**
 * One row as JSON object text, written field by field: two columns of one name both appear, as the real system
 * writes them (`{"a":1,"a":2}`, docs/facts/sql.md §sql.43), which an object built first would merge.
 */
export function objectText(names: readonly string[], row: readonly unknown[]): string {
  return `{${names.map((name, index) => `${JSON.stringify(name)}:${JSON.stringify(row[index] ?? null)}`).join(',')}}`;
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  // A row holding only an empty string is quoted, so it is not read as a blank line.
  if (values.length === 1 && values[0] === '') return '""';
  return values.map(csvField).join(',');
}

export function formatResult(result: QueryResult, options: FormatOptions): FormattedResult {
  const names = result.columns.map((column) => column.name);
  const rows = renderRows(result);
  const headerRows: unknown[][] = [];
  if (options.header) {
    headerRows.push(names);
    if (options.typesHeader) headerRows.push(result.columns.map((column) => column.runtimeType));
    if (options.sqlTypesHeader) headerRows.push(result.columns.map((column) => column.sqlType));
  }
  const asObject = (row: readonly unknown[]) => objectText(names, row);
  const headerObject = () =>
    objectText(
      names,
      result.columns.map((column) => {
        const entry: Record<string, string | null> = {};
        if (options.typesHeader) entry.type = column.runtimeType;
        if (options.sqlTypesHeader) entry.sqlType = column.sqlType;
        return options.typesHeader || options.sqlTypesHeader ? entry : null;
      }),
    );
  let body: string;
  switch (options.format) {
    case 'object': {
      const objects = rows.map(asObject);
      body = `[${(options.header ? [headerObject(), ...objects] : objects).join(',')}]\n`;
      break;
    }
    case 'array':
      body = `${JSON.stringify([...headerRows, ...rows])}\n`;
      break;
    case 'objectLines': {
      const objects = rows.map(asObject);
      const lines = options.header ? [headerObject(), ...objects] : objects;
      body = `${lines.map((line) => `${line}\n`).join('')}\n`;
      break;
    }
    case 'arrayLines':
      body = `${[...headerRows, ...rows].map((row) => `${JSON.stringify(row)}\n`).join('')}\n`;
      break;
    case 'csv':
      body = `${[...headerRows, ...rows].map((row) => `${csvLine(row)}\n`).join('')}\n`;
      break;
  }
  return { contentType: CONTENT_TYPES[options.format], body };
}
