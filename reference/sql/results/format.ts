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

/** A result's columns and zone: what writing its rows needs before the first one. */
export type ResultShape = Pick<QueryResult, 'columns' | 'timeZone'>;

/** Renders TIMESTAMP columns (epoch millis) as ISO 8601 strings in the query's zone, as the sync API does. */
function rowRenderer(
  shape: ResultShape,
): (rows: readonly (readonly unknown[])[]) => readonly (readonly unknown[])[] {
  const zone = parseTimeZone(shape.timeZone) ?? UTC;
  const timeColumns = shape.columns.flatMap((column, index) =>
    column.sqlType === 'TIMESTAMP' || column.sqlType === 'DATE' ? [index] : [],
  );
  if (timeColumns.length === 0) return (rows) => rows;
  return (rows) =>
    rows.map((row) => {
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

/** A result written piece by piece: its opening, its rows chunk by chunk, its end; together, the whole body. */
export interface ResultWriter {
  readonly contentType: string;
  start(): string;
  rows(rows: readonly (readonly unknown[])[]): string;
  end(): string;
}

/** The writer of one result format: rows can be written as they come, so no result need be held whole. */
export function resultWriter(shape: ResultShape, options: FormatOptions): ResultWriter {
  const names = shape.columns.map((column) => column.name);
  const render = rowRenderer(shape);
  const headerRows: unknown[][] = [];
  if (options.header) {
    headerRows.push(names);
    if (options.typesHeader) headerRows.push(shape.columns.map((column) => column.runtimeType));
    if (options.sqlTypesHeader) headerRows.push(shape.columns.map((column) => column.sqlType));
  }
  const headerObject = () =>
    objectText(
      names,
      shape.columns.map((column) => {
        const entry: Record<string, string | null> = {};
        if (options.typesHeader) entry.type = column.runtimeType;
        if (options.sqlTypesHeader) entry.sqlType = column.sqlType;
        return options.typesHeader || options.sqlTypesHeader ? entry : null;
      }),
    );
  // Each format's text of one row, and of the rows before the result's rows (header rows).
  const [line, leading]: [(row: readonly unknown[]) => string, string[]] =
    options.format === 'object' || options.format === 'objectLines'
      ? [(row) => objectText(names, row), options.header ? [headerObject()] : []]
      : options.format === 'csv'
        ? [csvLine, headerRows.map(csvLine)]
        : [(row) => JSON.stringify(row), headerRows.map((row) => JSON.stringify(row))];
  const contentType = CONTENT_TYPES[options.format];
  if (options.format === 'object' || options.format === 'array') {
    // A JSON array: elements separated by commas, whichever chunk they come in.
    let first = true;
    const elements = (texts: readonly string[]): string => {
      if (texts.length === 0) return '';
      const joined = texts.join(',');
      if (first) {
        first = false;
        return joined;
      }
      return `,${joined}`;
    };
    return {
      contentType,
      start: () => `[${elements(leading)}`,
      rows: (rows) => elements(render(rows).map(line)),
      end: () => ']\n',
    };
  }
  // Lines: each line ends with a newline, and the body with an empty line.
  const lines = (texts: readonly string[]): string => texts.map((text) => `${text}\n`).join('');
  return {
    contentType,
    start: () => lines(leading),
    rows: (rows) => lines(render(rows).map(line)),
    end: () => '\n',
  };
}

export function formatResult(result: QueryResult, options: FormatOptions): FormattedResult {
  const writer = resultWriter(result, options);
  return { contentType: writer.contentType, body: writer.start() + writer.rows(result.rows) + writer.end() };
}
