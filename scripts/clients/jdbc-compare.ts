// Compares what the JDBC checks saw on two servers, check by check, minus the differences clients/jdbc/differences.json
// lists (each with its reason and the fact it rests on): the same, a listed difference, or a failure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckLine } from './jdbc-driver.ts';

/**
 * A difference known and explained: the reference answers `check` otherwise than the `targets`: Druid versions
 * (`27`), or a version in one serialization only (`27/protobuf`).
 */
export interface ListedDifference {
  readonly check: string;
  readonly targets: readonly string[];
  readonly why: string;
}

export type Outcome = 'same' | 'listed' | 'different' | 'stale' | 'failed';

export interface Comparison {
  readonly check: string;
  readonly outcome: Outcome;
  readonly detail?: string;
}

export function readDifferences(dir: string): ListedDifference[] {
  return JSON.parse(readFileSync(join(dir, 'differences.json'), 'utf8')).differences as ListedDifference[];
}

/** Where Druid 33's answers to the checks are recorded (`npm run clients:jdbc -- --record`). */
export const expectedFile = (dir: string): string => join(dir, 'expected', 'druid-33.json');

export function readExpected(dir: string): CheckLine[] {
  return JSON.parse(readFileSync(expectedFile(dir), 'utf8')) as CheckLine[];
}

/** What is recorded of Druid's answers: every line without its timing. */
export const recorded = (lines: readonly CheckLine[]): CheckLine[] =>
  lines.map(({ ms: _ms, ...line }) => line);

/**
 * The part of a driver error both servers word: the server's message from "Remote driver error: " on, up to the
 * exception Druid wraps (its two first causes). Druid goes on with Calcite's own causes, which the reference has not.
 */
export function errorWords(message: string): string {
  const at = message.indexOf('Remote driver error: ');
  const remote = at < 0 ? message : message.slice(at + 'Remote driver error: '.length);
  return remote.split(' -> ').slice(0, 2).join(' -> ');
}

/** A line as compared: what was observed, or the error's code, state and words; never its timing. */
export function comparable(line: CheckLine | undefined): unknown {
  if (line === undefined) return { missing: true };
  if (line.failure !== undefined) return { failure: line.failure };
  if (line.error !== undefined)
    return {
      error: { code: line.error.code, state: line.error.state, words: errorWords(line.error.message) },
    };
  return { observed: line.observed };
}

const brief = (value: unknown): string => JSON.stringify(value).slice(0, 400);

/** Each check of `reference` against the same check on `target` (named for the differences list, e.g. `33`). */
export function compareChecks(
  reference: readonly CheckLine[],
  other: readonly CheckLine[],
  target: string,
  differences: readonly ListedDifference[],
  serialization = 'json',
): Comparison[] {
  const applies = (d: ListedDifference): boolean =>
    d.targets.includes(target) || d.targets.includes(`${target}/${serialization}`);
  const theirs = new Map(other.map((line) => [line.check, line]));
  return reference.map((line): Comparison => {
    const mine = comparable(line);
    const their = comparable(theirs.get(line.check));
    if (line.failure !== undefined) return { check: line.check, outcome: 'failed', detail: line.failure };
    const listed = differences.find((d) => d.check === line.check && applies(d));
    const same = JSON.stringify(mine) === JSON.stringify(their);
    if (same && listed !== undefined)
      return {
        check: line.check,
        outcome: 'stale',
        detail: `listed as different (${listed.why}) but the same now`,
      };
    if (same) return { check: line.check, outcome: 'same' };
    if (listed !== undefined) return { check: line.check, outcome: 'listed', detail: listed.why };
    return {
      check: line.check,
      outcome: 'different',
      detail: `reference ${brief(mine)}\n    ${target} ${brief(their)}`,
    };
  });
}

/** Whether a comparison passes: the same, or a listed difference. */
export const passes = (comparison: Comparison): boolean =>
  comparison.outcome === 'same' || comparison.outcome === 'listed';

/** One line per check: outcome and, for anything but `same`, why. */
export function comparisonTable(title: string, comparisons: readonly Comparison[]): string {
  const lines = comparisons.map(
    (c) => `  ${c.outcome.padEnd(9)} ${c.check}${c.outcome === 'same' ? '' : `\n    ${c.detail ?? ''}`}`,
  );
  const passed = comparisons.filter(passes).length;
  return [`${title}: ${passed}/${comparisons.length} as expected`, ...lines].join('\n');
}
