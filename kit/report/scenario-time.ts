// Where a run spends its time: each scenario's duration split into waiting on the target and the kit's own work, the
// slowest scenarios, and the shared datasources each scenario read (issue 20, items 1 and 3).
import { FIXTURE_MEDIA_TYPE, type FixtureRecord } from '../core/fixtures.ts';
import { TIMING_MEDIA_TYPE } from '../core/target-time.ts';
import { type Attempt, attachmentText } from './envelopes.ts';

export interface ScenarioTime {
  /** From the scenario's start to its end, hooks included, as Cucumber stamped them. */
  readonly totalMs: number;
  /** With a request to a target in flight; the rest is the kit's (and in process, the reference's own duties). */
  readonly targetMs: number;
}

export interface ScenarioTiming {
  readonly time?: ScenarioTime;
  /** Names of the shared datasources the scenario read, in the order it asked for them. */
  readonly fixtures?: readonly string[];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parsed<T>(text: string, valid: (value: Partial<T>) => boolean): T | undefined {
  try {
    const value = JSON.parse(text) as Partial<T>;
    return valid(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The time and shared datasources one finished attempt recorded; nothing for what it did not record. */
export function scenarioTiming(attempt: Attempt): ScenarioTiming {
  const texts = (mediaType: string) =>
    attempt.attachments.filter((a) => a.mediaType === mediaType).map(attachmentText);
  const targetMs = texts(TIMING_MEDIA_TYPE)
    .flatMap((text) => parsed<{ targetMs: number }>(text, (v) => isNumber(v.targetMs)) ?? [])
    .reduce((sum, record) => sum + record.targetMs, 0);
  const fixtures = texts(FIXTURE_MEDIA_TYPE).flatMap(
    (text) => parsed<FixtureRecord>(text, (v) => typeof v.name === 'string')?.name ?? [],
  );
  const { startedAt, finishedAt } = attempt;
  const totalMs =
    isNumber(startedAt) && isNumber(finishedAt) ? Math.max(0, finishedAt - startedAt) : undefined;
  return {
    ...(totalMs === undefined ? {} : { time: { totalMs, targetMs: Math.min(targetMs, totalMs) } }),
    ...(fixtures.length === 0 ? {} : { fixtures: [...new Set(fixtures)] }),
  };
}

export interface SlowScenario extends ScenarioTime {
  readonly name: string;
  readonly uri: string;
  readonly line?: number;
  readonly fixtures?: readonly string[];
}

export interface RunTime {
  /** Scenarios that recorded a time. */
  readonly scenarios: number;
  /** Their times added up (with several workers, more than the run's wall time) and the target's share of it. */
  readonly totalMs: number;
  readonly targetMs: number;
  readonly kitMs: number;
  /** Scenarios that read a shared datasource, and how many distinct ones they read. */
  readonly sharedReaders: number;
  readonly sharedDatasources: number;
  /** The slowest scenarios, slowest first. */
  readonly slowest: readonly SlowScenario[];
}

type Timed = ScenarioTiming & { readonly name: string; readonly uri: string; readonly line?: number };

/** Sums the scenarios' times; `top` slowest are listed. */
export function runTime(scenarios: readonly Timed[], top = 10): RunTime {
  const timed = scenarios.filter((s): s is Timed & { time: ScenarioTime } => s.time !== undefined);
  const totalMs = timed.reduce((sum, s) => sum + s.time.totalMs, 0);
  const targetMs = timed.reduce((sum, s) => sum + s.time.targetMs, 0);
  const readers = scenarios.filter((s) => (s.fixtures ?? []).length > 0);
  const slowest = [...timed]
    .sort((a, b) => b.time.totalMs - a.time.totalMs)
    .slice(0, top)
    .map(({ name, uri, line, time, fixtures }) => ({
      name,
      uri,
      ...(line === undefined ? {} : { line }),
      ...time,
      ...(fixtures === undefined ? {} : { fixtures }),
    }));
  return {
    scenarios: timed.length,
    totalMs,
    targetMs,
    kitMs: totalMs - targetMs,
    sharedReaders: readers.length,
    sharedDatasources: new Set(readers.flatMap((s) => s.fixtures ?? [])).size,
    slowest,
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const share = (part: number, whole: number): string =>
  whole === 0 ? '0 %' : `${Math.round((part / whole) * 100)} %`;

/**
 * One line, e.g. `time: 120.4 s in 1034 scenarios, 71 % waiting on the target, 29 % between requests (…); 600 read 40
 * shared datasources`. Between requests is the kit's own work and its waits: pauses between polls, a task slot.
 */
export function describeRunTime(time: RunTime): string {
  return (
    `time: ${seconds(time.totalMs)} in ${time.scenarios} scenarios, ${share(time.targetMs, time.totalMs)} waiting on the target, ` +
    `${share(time.kitMs, time.totalMs)} between requests (the kit's work, pauses between polls, waits for a task slot); ` +
    `${time.sharedReaders} read ${time.sharedDatasources} shared datasources`
  );
}

/** One line per slow scenario, e.g. `  12.3 s (target 11.9 s) features/sql/x.feature:12 A name`. */
export function describeSlowest(time: RunTime): string[] {
  return time.slowest.map(
    (s) => `  ${seconds(s.totalMs)} (target ${seconds(s.targetMs)}) ${s.uri}:${s.line ?? ''} ${s.name}`,
  );
}
