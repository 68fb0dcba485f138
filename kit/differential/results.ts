// The results of a differential run, as runDifferential returns them and the reports show them.
import type { Counts, Verdict } from './classify.ts';
import type { Datasources } from './corpus.ts';
import type { NormalisedAnswer } from './normalise.ts';
import type { ScenarioDivergence } from './scenario-records.ts';
import type { LoadResult } from './setup.ts';

export interface QueryResult extends Verdict {
  readonly id: string;
  readonly title: string;
  /** The SQL as sent, datasource names in place. */
  readonly query: string;
  readonly target?: NormalisedAnswer;
  readonly reference?: NormalisedAnswer;
}

export interface ScenarioResult extends Verdict {
  readonly scenario: string;
  readonly feature: string;
  readonly compared: number;
  readonly divergences: readonly ScenarioDivergence[];
}

export interface DifferentialRun {
  /** 0: all as expected; 1: an unexpected divergence or pass; 2: a harness error (classify.ts exitCodeOf). */
  readonly exitCode: number;
  readonly counts: Counts;
  readonly target: string;
  readonly reference: string;
  readonly datasources: Datasources;
  readonly setup: { readonly target: string | null; readonly reference: string | null };
  /** How each server loaded the tables and which optional ones it could not store (null: its setup failed). */
  readonly loaded: { readonly target: LoadResult | null; readonly reference: LoadResult | null };
  readonly cleanup: readonly string[];
  readonly queries: readonly QueryResult[];
  readonly scenarios: readonly ScenarioResult[];
  /** Records of a mirrored cucumber run that were merged in. */
  readonly scenarioFiles: readonly string[];
  readonly startedAt: string;
  readonly durationMs: number;
}

export interface DifferentialResult extends DifferentialRun {
  /** The report files written. */
  readonly files: { readonly json: string; readonly markdown: string };
}
