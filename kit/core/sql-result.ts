// Pure helpers for SQL results: feature-table cells, the `array` body with its header rows, tolerant comparison.
import assert from 'node:assert/strict';

/** A synchronous SQL result split into its header rows and data rows. */
export interface SqlResult {
  readonly columns: readonly string[];
  readonly types: readonly unknown[];
  readonly sqlTypes: readonly unknown[];
  readonly rows: readonly (readonly unknown[])[];
}

/** What a feature's data table expects: column names, then rows of parsed cells. */
export interface ExpectedResult {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

const RELATIVE_TOLERANCE = 1e-9;
const FLOAT_TOLERANCE = 1e-6;

/** A feature cell: its JSON value when it is valid JSON (`1`, `null`, `"1"`, `["a"]`), else the text; '' stays ''. */
export function parseCell(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads a feature table whose first row names the columns (a malformed table is a harness error). */
export function expectedResult(raw: readonly (readonly string[])[]): ExpectedResult {
  const [header, ...rows] = raw;
  if (header === undefined || header.length === 0 || header.some((name) => name === ''))
    throw new Error('The expected SQL result needs a first row naming every column');
  return { columns: header, rows: rows.map((row) => row.map(parseCell)) };
}

/** Splits an `array` body asked with header, typesHeader and sqlTypesHeader: [names, types, sqlTypes, ...rows]. */
export function splitArrayResult(body: unknown): SqlResult {
  const shown = JSON.stringify(body)?.slice(0, 1000);
  assert.ok(Array.isArray(body), `Expected a JSON array of rows, got: ${shown}`);
  assert.ok(
    body.length >= 3 && body.every(Array.isArray),
    `Expected [names, types, sqlTypes, ...rows], all arrays, got: ${shown}`,
  );
  const [columns, types, sqlTypes, ...rows] = body as unknown[][];
  assert.ok(columns && types && sqlTypes);
  assert.ok(
    columns.every((name) => typeof name === 'string'),
    `The first row must be column names: ${shown}`,
  );
  for (const row of [types, sqlTypes, ...rows])
    assert.equal(row.length, columns.length, `Every row must have ${columns.length} cells: ${shown}`);
  return { columns: columns as string[], types, sqlTypes, rows };
}

/** Relative tolerance of a column: FLOAT and REAL values carry single precision only. */
export function toleranceOf(type: unknown, sqlType: unknown): number {
  return type === 'FLOAT' || sqlType === 'FLOAT' || sqlType === 'REAL' ? FLOAT_TOLERANCE : RELATIVE_TOLERANCE;
}

/** Numbers match within a relative tolerance, arrays and objects element by element, everything else exactly. */
export function valuesMatch(expected: unknown, actual: unknown, tolerance: number): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (expected === actual) return true;
    return Math.abs(expected - actual) <= tolerance * Math.max(Math.abs(expected), Math.abs(actual));
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((value, i) => valuesMatch(value, actual[i], tolerance))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const want = expected as Record<string, unknown>;
    const got = actual as Record<string, unknown>;
    const keys = Object.keys(want);
    return (
      keys.length === Object.keys(got).length &&
      keys.every((key) => Object.hasOwn(got, key) && valuesMatch(want[key], got[key], tolerance))
    );
  }
  return expected === actual;
}

function rowMatches(expected: readonly unknown[], actual: readonly unknown[], tolerances: number[]): boolean {
  return (
    expected.length === actual.length &&
    expected.every((value, i) => valuesMatch(value, actual[i], tolerances[i] ?? RELATIVE_TOLERANCE))
  );
}

/** A cell as a feature would write it: plain text when that reads back as the same string, else JSON. */
function renderCell(value: unknown): string {
  const text = typeof value === 'string' && parseCell(value) === value ? value : JSON.stringify(value);
  return (text ?? 'undefined').replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

/** Renders rows as a Gherkin data table, so a failure shows what to compare (or paste). */
export function renderTable(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns.map(renderCell), ...rows.map((row) => row.map(renderCell))]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** Indexes of actual rows matching the expected ones, ignoring order; undefined where none is left. */
function matchUnordered(expected: ExpectedResult, actual: SqlResult, tolerances: number[]) {
  const used = new Set<number>();
  return expected.rows.map((row) => {
    const index = actual.rows.findIndex(
      (candidate, i) => !used.has(i) && rowMatches(row, candidate, tolerances),
    );
    if (index >= 0) used.add(index);
    return index >= 0 ? index : undefined;
  });
}

/** Asserts the actual result has the expected columns and rows (in order, or in any order). */
export function assertResultMatches(expected: ExpectedResult, actual: SqlResult, ordered: boolean): void {
  const show = () =>
    `Expected:\n${renderTable(expected.columns, expected.rows)}\nActual:\n${renderTable(actual.columns, actual.rows)}`;
  assert.deepEqual(actual.columns, expected.columns, `The result's columns differ.\n${show()}`);
  assert.equal(
    actual.rows.length,
    expected.rows.length,
    `The result has ${actual.rows.length} rows.\n${show()}`,
  );
  const tolerances = actual.columns.map((_, i) => toleranceOf(actual.types[i], actual.sqlTypes[i]));
  if (ordered) {
    const differs = expected.rows.findIndex((row, i) => !rowMatches(row, actual.rows[i] ?? [], tolerances));
    assert.ok(differs < 0, `Row ${differs + 1} of the result differs.\n${show()}`);
  } else {
    const missing = matchUnordered(expected, actual, tolerances).indexOf(undefined);
    assert.ok(missing < 0, `Expected row ${missing + 1} is not in the result.\n${show()}`);
  }
}

/** The rows of a `| column | type | sqlType |` table (a malformed table is a harness error). */
function typeRows(raw: readonly (readonly string[])[]): (readonly string[])[] {
  const [header, ...rows] = raw;
  if (header?.join('|') !== 'column|type|sqlType')
    throw new Error('The column types table needs the header | column | type | sqlType |');
  return rows;
}

/** The index of `column` in the result; a missing column fails the check. */
function columnIndex(actual: SqlResult, column: string): number {
  const index = actual.columns.indexOf(column);
  assert.ok(index >= 0, `No column "${column}" in the result, which has: ${actual.columns.join(', ')}`);
  return index;
}

/** Asserts the runtime and SQL types of the columns a `| column | type | sqlType |` table lists. */
export function assertColumnTypes(actual: SqlResult, raw: readonly (readonly string[])[]): void {
  for (const [column = '', type, sqlType] of typeRows(raw)) {
    const index = columnIndex(actual, column);
    assert.deepEqual(
      { column, type: actual.types[index], sqlType: actual.sqlTypes[index] },
      { column, type, sqlType },
      `Types of column "${column}"`,
    );
  }
}

/**
 * Asserts each listed column has one of the type pairs the table gives it: several rows naming one column are
 * alternatives (where real versions differ and the spec is silent, each version's types are accepted).
 */
export function assertColumnTypesAmong(actual: SqlResult, raw: readonly (readonly string[])[]): void {
  const accepted = new Map<string, string[]>();
  for (const [column = '', type, sqlType] of typeRows(raw))
    accepted.set(column, [...(accepted.get(column) ?? []), `${type} / ${sqlType}`]);
  for (const [column, pairs] of accepted) {
    const index = columnIndex(actual, column);
    const got = `${String(actual.types[index])} / ${String(actual.sqlTypes[index])}`;
    assert.ok(
      pairs.includes(got),
      `Types of column "${column}" are ${got}, expected one of: ${pairs.join(', ')}`,
    );
  }
}
