// Compares two normalised SQL answers: the same, or the first way they differ with an excerpt (pure).
import { valuesMatch } from '../core/sql-result.ts';
import { canonical, type NormalisedAnswer } from './normalise.ts';

export const DIVERGENCE_KINDS = [
  'status',
  'shape',
  'content-type',
  'error-code',
  'body',
  'columns',
  'types',
  'row-count',
  'order',
  'values',
] as const;
export type DivergenceKind = (typeof DIVERGENCE_KINDS)[number];

export type Comparison =
  | { readonly same: true }
  | { readonly same: false; readonly kind: DivergenceKind; readonly detail: string };

/** Relative tolerance of numbers when a query names none (last-bit differences of double arithmetic). */
export const DEFAULT_TOLERANCE = 1e-9;
/** FLOAT and REAL values carry single precision only, whatever the query asks. */
const SINGLE_PRECISION_TOLERANCE = 1e-6;
const EXCERPT_ROWS = 3;

const show = (value: unknown): string => canonical(value);
const excerpt = (rows: readonly unknown[]): string =>
  rows.length === 0
    ? '(none)'
    : rows.slice(0, EXCERPT_ROWS).map(show).join(', ') +
      (rows.length > EXCERPT_ROWS ? ` … (${rows.length} rows)` : '');

/** The header cells that describe one column: the cell at its index in every header row, or its header entry. */
function headerCellsOf(header: readonly unknown[], column: number | string): unknown[] {
  return header.flatMap((row) => {
    if (Array.isArray(row)) return typeof column === 'number' ? [row[column]] : [];
    if (row !== null && typeof row === 'object' && typeof column === 'string') {
      const entry = (row as Record<string, unknown>)[column];
      return entry !== null && typeof entry === 'object' ? Object.values(entry) : [entry];
    }
    return [];
  });
}

function toleranceOf(header: readonly unknown[], column: number | string, base: number): number {
  const single = headerCellsOf(header, column).some((cell) => cell === 'FLOAT' || cell === 'REAL');
  return single ? Math.max(base, SINGLE_PRECISION_TOLERANCE) : base;
}

function rowsMatch(a: unknown, b: unknown, header: readonly unknown[], base: number): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return (
      a.length === b.length && a.every((cell, i) => valuesMatch(cell, b[i], toleranceOf(header, i, base)))
    );
  if (a !== null && typeof a === 'object' && b !== null && typeof b === 'object' && !Array.isArray(b)) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every(
        (key) =>
          Object.hasOwn(right, key) && valuesMatch(left[key], right[key], toleranceOf(header, key, base)),
      )
    );
  }
  return valuesMatch(a, b, base);
}

/** Pairs rows of both sides regardless of order; what is left on each side has no partner. */
function unmatched(
  target: readonly unknown[],
  reference: readonly unknown[],
  header: readonly unknown[],
  base: number,
) {
  const used = new Set<number>();
  const onlyTarget: unknown[] = [];
  for (const row of target) {
    const index = reference.findIndex((other, i) => !used.has(i) && rowsMatch(row, other, header, base));
    if (index < 0) onlyTarget.push(row);
    else used.add(index);
  }
  return { onlyTarget, onlyReference: reference.filter((_, i) => !used.has(i)) };
}

function compareRows(
  target: Extract<NormalisedAnswer, { kind: 'result' }>,
  reference: Extract<NormalisedAnswer, { kind: 'result' }>,
  ordered: boolean,
  base: number,
): Comparison {
  const names = (header: readonly unknown[]) => {
    const first = header[0];
    return show(
      Array.isArray(first) || first === null || typeof first !== 'object' ? first : Object.keys(first),
    );
  };
  if (names(target.header) !== names(reference.header))
    return {
      same: false,
      kind: 'columns',
      detail: `target ${names(target.header)}, reference ${names(reference.header)}`,
    };
  if (show(target.header) !== show(reference.header))
    return {
      same: false,
      kind: 'types',
      detail: `target ${show(target.header)}, reference ${show(reference.header)}`,
    };
  const header = target.header;
  const { onlyTarget, onlyReference } = unmatched(target.rows, reference.rows, header, base);
  if (onlyTarget.length === 0 && onlyReference.length === 0) {
    if (!ordered) return { same: true };
    const first = target.rows.findIndex((row, i) => !rowsMatch(row, reference.rows[i], header, base));
    if (first < 0) return { same: true };
    const detail = `same rows, another order; row ${first + 1}: target ${show(target.rows[first])}, reference ${show(reference.rows[first])}`;
    return { same: false, kind: 'order', detail };
  }
  const counts = `target ${target.rows.length} rows, reference ${reference.rows.length}`;
  const rest = `only on the target: ${excerpt(onlyTarget)}; only on the reference: ${excerpt(onlyReference)}`;
  if (target.rows.length !== reference.rows.length)
    return { same: false, kind: 'row-count', detail: `${counts}; ${rest}` };
  return { same: false, kind: 'values', detail: rest };
}

/** The first difference, from the coarsest (status) to the finest (a value); numbers within a relative tolerance. */
export function compareAnswers(
  target: NormalisedAnswer,
  reference: NormalisedAnswer,
  ordered: boolean,
  tolerance: number = DEFAULT_TOLERANCE,
): Comparison {
  if (target.status !== reference.status)
    return { same: false, kind: 'status', detail: `target ${target.status}, reference ${reference.status}` };
  if (target.kind !== reference.kind)
    return {
      same: false,
      kind: 'shape',
      detail: `target answered ${target.kind}, reference ${reference.kind}`,
    };
  if (target.kind === 'error' && reference.kind === 'error') {
    if (target.errorCode === reference.errorCode) return { same: true };
    const detail = `target ${show(target.errorCode)}, reference ${show(reference.errorCode)}`;
    return { same: false, kind: 'error-code', detail };
  }
  if (target.kind === 'error' || reference.kind === 'error') return { same: true };
  if (target.contentType !== reference.contentType) {
    const detail = `target ${show(target.contentType)}, reference ${show(reference.contentType)}`;
    return { same: false, kind: 'content-type', detail };
  }
  if (target.kind === 'result' && reference.kind === 'result')
    return compareRows(target, reference, ordered, tolerance);
  if (target.kind === 'text' && reference.kind === 'text' && target.text === reference.text)
    return { same: true };
  return { same: false, kind: 'body', detail: 'the bodies differ and are not SQL results' };
}
