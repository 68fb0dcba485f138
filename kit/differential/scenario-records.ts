// What a mirrored cucumber run records per scenario, the files it writes them to, and how the differential run reads them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Comparison, DivergenceKind } from './compare.ts';
import type { NormalisedAnswer } from './normalise.ts';

/** One synchronous SQL answer of a scenario on which the target and the reference disagreed. */
export interface ScenarioDivergence {
  readonly query: string;
  readonly kind: DivergenceKind;
  readonly detail: string;
  readonly target: NormalisedAnswer;
  readonly reference: NormalisedAnswer;
}

export interface ScenarioRecord {
  readonly scenario: string;
  /** The feature file (pickle uri). */
  readonly feature: string;
  /** How many distinct synchronous SQL requests were compared (a request polled again counts once). */
  readonly compared: number;
  readonly divergences: readonly ScenarioDivergence[];
  /** Requests the reference could not answer (unreachable, timed out). */
  readonly errors: readonly string[];
}

const PREFIX = 'differential-scenarios';

/** One file per cucumber worker, so parallel workers never write the same file. */
export const scenarioFileName = (workerId: string | undefined): string =>
  workerId === undefined || workerId === '' ? `${PREFIX}.json` : `${PREFIX}-${workerId}.json`;

export function writeScenarioRecords(
  dir: string,
  workerId: string | undefined,
  records: readonly ScenarioRecord[],
) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, scenarioFileName(workerId));
  writeFileSync(
    file,
    `${JSON.stringify({ writtenAt: new Date().toISOString(), scenarios: records }, null, 2)}\n`,
  );
  return file;
}

/** Every record a mirrored run left in the reports directory; none when no mirrored run wrote there. */
export function readScenarioRecords(dir: string): { files: string[]; records: ScenarioRecord[] } {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.startsWith(PREFIX) && name.endsWith('.json'));
  } catch {
    return { files: [], records: [] };
  }
  const records = names.flatMap((name) => {
    const file = join(dir, name);
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scenarios?: ScenarioRecord[] };
      return Array.isArray(parsed.scenarios) ? parsed.scenarios : [];
    } catch (error) {
      throw new Error(`${file} is not a readable record of a mirrored run: ${(error as Error).message}`);
    }
  });
  return { files: names.map((name) => join(dir, name)), records };
}

/** A scenario's comparison as a whole: its first divergence, else the same answers. */
export function scenarioComparison(record: ScenarioRecord): Comparison {
  const first = record.divergences[0];
  if (first === undefined) return { same: true };
  const more = record.divergences.length > 1 ? ` (and ${record.divergences.length - 1} more)` : '';
  return {
    same: false,
    kind: first.kind,
    detail: `${first.detail}${more}; query: ${first.query.slice(0, 200)}`,
  };
}
