// EXTERN input formats (json, csv, tsv): a DuckDB reader over the input files, projected to the row signature.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqlError } from '../sql/errors.ts';
import { quoteIdentifier, quoteString, quoteStringList } from '../sql/execute/quote.ts';
import type { InputFile } from './input-source.ts';
import { lineAfter, validJsonLines } from './json-lines.ts';
import type { ExternScope } from './scope.ts';

export interface SignatureColumn {
  readonly name: string;
  /** DuckDB type: VARCHAR, BIGINT, DOUBLE, FLOAT or JSON. */
  readonly duckType: string;
}

type Json = Record<string, unknown>;

const invalid = (message: string): SqlError => new SqlError('validation', message);

/** Casts a text value the way the real system coerces input values: unparseable numbers become null. */
function castText(value: string, type: string): string {
  switch (type) {
    case 'BIGINT':
      // Integers stay exact; decimals are truncated toward zero, as a long conversion does.
      return `CASE WHEN regexp_full_match(trim(${value}), '[+-]?[0-9]+') THEN TRY_CAST(trim(${value}) AS BIGINT) ELSE TRY_CAST(trunc(TRY_CAST(${value} AS DOUBLE)) AS BIGINT) END`;
    case 'VARCHAR':
      return value;
    default:
      return `TRY_CAST(${value} AS ${type})`;
  }
}

/** One output column per signature entry; names the file does not have are NULL. */
function projection(signature: readonly SignatureColumn[], available: ReadonlySet<string>): string {
  return signature
    .map((c) => {
      const value = available.has(c.name)
        ? castText(quoteIdentifier(c.name), c.duckType)
        : `NULL::${c.duckType}`;
      return `${value} AS ${quoteIdentifier(c.name)}`;
    })
    .join(', ');
}

const varcharColumns = (names: readonly string[], json: ReadonlySet<string> = new Set()): string =>
  `{${names.map((n) => `${quoteString(n)}: '${json.has(n) ? 'JSON' : 'VARCHAR'}'`).join(', ')}}`;

async function jsonReader(
  files: InputFile[],
  signature: readonly SignatureColumn[],
  scope: ExternScope,
): Promise<string> {
  let readable = files;
  if (scope.maxParseExceptions !== 0) {
    const cleaned = await Promise.all(files.map((f) => validJsonLines(f, scope.tempDir)));
    readable = cleaned.map((c) => c.file);
    scope.parseExceptions += cleaned.reduce((sum, c) => sum + c.skipped, 0);
  }
  // Every field is read as text and cast afterwards: missing fields are null, extra fields are ignored. JSON
  // columns are read as JSON, so a string stays a JSON string.
  const names = [...new Set(signature.map((c) => c.name))];
  const json = new Set(signature.filter((c) => c.duckType === 'JSON').map((c) => c.name));
  const reader = `read_json(${quoteStringList(readable.map((f) => f.path))}, format = 'newline_delimited', records = true, columns = ${varcharColumns(names, json)})`;
  return `(SELECT ${projection(signature, new Set(names))} FROM ${reader})`;
}

/** Splits a header line on the delimiter, dropping surrounding quotes. */
const headerNames = (line: string, delimiter: string): string[] =>
  line.split(delimiter).map((name) =>
    name
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replaceAll('""', '"'),
  );

async function delimitedReader(
  kind: 'csv' | 'tsv',
  format: Json,
  files: InputFile[],
  signature: readonly SignatureColumn[],
  scope: ExternScope,
): Promise<string> {
  const delimiter = kind === 'csv' ? ',' : typeof format.delimiter === 'string' ? format.delimiter : '\t';
  const skip = format.skipHeaderRows ?? 0;
  if (typeof skip !== 'number' || !Number.isInteger(skip) || skip < 0)
    throw invalid(`Input format [${kind}] needs [skipHeaderRows] as a non-negative integer`);
  const fromHeader = format.findColumnsFromHeader === true;
  const columns = format.columns;
  if (
    !fromHeader &&
    (!Array.isArray(columns) || !columns.every((c) => typeof c === 'string') || columns.length === 0)
  )
    throw invalid(
      `Input format [${kind}]: if [columns] is not set, the first row of your data must have your header and ` +
        '[findColumnsFromHeader] must be set to true',
    );
  // Druid's readers are lenient: short rows are padded with nulls, extra values are dropped, empty values are null.
  const options = [
    'header = false',
    'auto_detect = false',
    `delim = ${quoteString(delimiter)}`,
    kind === 'csv' ? `quote = '"', escape = '"'` : `quote = '', escape = ''`,
    'null_padding = true',
    'strict_mode = false',
    ...(scope.maxParseExceptions !== 0 ? ['ignore_errors = true'] : []),
  ].join(', ');
  const read = (paths: readonly InputFile[], names: readonly string[], skipRows: number): string => {
    if (new Set(names).size !== names.length)
      throw invalid(`Input format [${kind}] has duplicate column names [${names.join(', ')}]`);
    const reader = `read_csv(${quoteStringList(paths.map((f) => f.path))}, ${options}, skip = ${skipRows}, columns = ${varcharColumns(names)})`;
    return `SELECT ${projection(signature, new Set(names))} FROM ${reader}`;
  };
  if (!fromHeader) return `(${read(files, columns as string[], skip)})`;
  // Each file names its own columns in its header row (after skipHeaderRows).
  const parts = await Promise.all(
    files.map(async (file) => {
      const header = await lineAfter(file, skip);
      return header === undefined ? undefined : read([file], headerNames(header, delimiter), skip + 1);
    }),
  );
  const selects = parts.filter((p): p is string => p !== undefined);
  if (selects.length === 0) return `(SELECT ${projection(signature, new Set())} WHERE false)`;
  return `(${selects.join(' UNION ALL ')})`;
}

/** A reader over `files` in `format` whose columns are exactly the signature's, in its order. */
export async function formatReader(
  format: unknown,
  files: readonly InputFile[],
  signature: readonly SignatureColumn[],
  scope: ExternScope,
): Promise<string> {
  if (typeof format !== 'object' || format === null || Array.isArray(format))
    throw invalid('EXTERN input format must be a JSON object with a [type]');
  const json = format as Json;
  // DuckDB cannot read an empty list of files; an empty file reads as no rows.
  const readable = files.length > 0 ? [...files] : [emptyFile(scope.tempDir)];
  switch (json.type) {
    case 'json':
      return jsonReader(readable, signature, scope);
    case 'csv':
    case 'tsv':
      return delimitedReader(json.type, json, readable, signature, scope);
    default:
      throw invalid(`Unsupported input format type [${String(json.type)}]; use json, csv or tsv`);
  }
}

function emptyFile(tempDir: string): InputFile {
  mkdirSync(tempDir, { recursive: true });
  const path = join(tempDir, 'empty-input');
  writeFileSync(path, '');
  return { path, label: 'no files' };
}
