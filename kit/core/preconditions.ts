// Preconditions a target must meet before a scenario can say anything: that the kit's loader can put its data in, and
// that sys.segments lists the segments the load published (scenarios about segments read their IDs there). When the loader cannot work on the target at all, the cause is established once for the run (shared by its
// workers through files in the run's state, like the capability findings) and every later scenario that needs data
// fails at once naming it, instead of each one trying again and waiting its deadline (issue 28: on a server whose
// every accepted task was "404 Task not found", the run crawled at 15 scenarios a minute).
//
// What is systemic, and what a one-off, while no load of the run has succeeded yet:
// - conclusive at the first sight: the endpoint that takes the load does not exist (404, 405, 501), or the task the
//   target has just accepted is unknown to its status endpoint for the whole deadline;
// - systemic at the second sight of the same answer (the kit's names and IDs masked): a refused submit, a status
//   endpoint that answers an error, a task that ends FAILED, rows that never become queryable;
// - never systemic: a task that does not end within the deadline (a slow or busy target), the kit's own slots.
// Once any load of the run has succeeded, the loader works on this target: a later failure is that scenario's own.
// Either way the scenario is `blocked` in the reports (no verdict on its rules), not failed.
import { createHash } from 'node:crypto';
import { appendFileSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when a scenario cannot be set up; Cucumber records the class name, which the reports read. */
export class PreconditionFailure extends Error {}

/** What every blocked scenario's reason starts with. */
export const PRECONDITION_PREFIX = 'precondition: ';

/** Why one load failed, in the target's own words (the request it was sent and what it answered). */
export class LoadFailure extends Error {
  constructor(
    /** The request and the answer, e.g. `GET /druid/indexer/v1/task/<id>/status answered 404 Task not found`. */
    readonly reason: string,
    /** Conclusive at the first sight (no such endpoint, the task just accepted is unknown). */
    readonly conclusive: boolean,
  ) {
    super(reason);
  }
}

/** The answer with the run's names, task IDs, UUIDs, times and long numbers masked: two loads' answers compared. */
export function maskedCause(cause: string): string {
  return cause
    .replace(/kit_[a-z0-9]+_[0-9a-f]{4}(?:_[A-Za-z0-9]+)*/g, '<name>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, '<time>')
    .replace(/\b[A-Za-z_]+-[0-9a-f-]{8,}\b/g, '<id>')
    .replace(/\d{5,}/g, '<n>');
}

interface Established {
  readonly cause: string;
  /** The scenario whose load established it. */
  readonly scenario: string;
}

/** A set-up stage a scenario needs the target to get through, as its blocked scenarios name it. */
export interface SetUpStage {
  /** What the target could not do for the run: "load the kit's data". */
  readonly ofRun: string;
  /** What it could not do for one scenario: "load this scenario's data". */
  readonly ofScenario: string;
}

/** The kit's loader: its data put in and queryable. */
export const LOADING: SetUpStage = {
  ofRun: "load the kit's data",
  ofScenario: "load this scenario's data",
};

/** The loaded data's segments listed in sys.segments, which scenarios about segments read their IDs from. */
export const SEGMENT_LISTING: SetUpStage = {
  ofRun: "list the kit's published segments in sys.segments",
  ofScenario: "list this scenario's published segments in sys.segments",
};

/** The message of a scenario the cause takes down. */
const blockedMessage = (what: string, cause: string): string =>
  `${PRECONDITION_PREFIX}the target could not ${what}: ${cause}`;

/** The failure of a set-up that was this scenario's own (or on a target the scenario started for itself). */
export const oneOffFailure = (failure: LoadFailure, stage: SetUpStage = LOADING): PreconditionFailure =>
  new PreconditionFailure(blockedMessage(stage.ofScenario, failure.reason));

/**
 * One set-up stage's precondition on one target (the loader's by default), shared by the run's workers through `dir`
 * (the run's state, one directory per stage), or kept in this process when `dir` is undefined (in process, each
 * worker has a reference of its own).
 */
export class LoadPreconditions {
  readonly #memory = {
    succeeded: false,
    sightings: new Map<string, number>(),
    established: undefined as Established | undefined,
  };

  constructor(
    readonly dir?: string,
    readonly stage: SetUpStage = LOADING,
  ) {
    if (dir !== undefined) mkdirSync(dir, { recursive: true });
  }

  /** Throws at once when the run has established that the loader cannot work on this target. */
  assertMet(): void {
    const known = this.#established();
    if (known !== undefined) throw this.#blockedBy(known);
  }

  /** A set-up of the run succeeded (a load, a listing): the stage works on this target. */
  succeeded(): void {
    if (this.#memory.succeeded) return;
    this.#memory.succeeded = true;
    if (this.dir !== undefined) writeFileSync(join(this.dir, 'load-succeeded'), String(process.pid));
  }

  /** The failure to throw for a load that failed with `failure` in `scenario`, after recording it for the run. */
  failed(failure: LoadFailure, scenario: string): PreconditionFailure {
    const established = this.#established();
    if (established !== undefined) return this.#blockedBy(established);
    const sightings = this.#sighted(maskedCause(failure.reason));
    if (!this.#anySuccess() && (failure.conclusive || sightings >= 2))
      return this.#blockedBy(this.#establish({ cause: failure.reason, scenario }));
    return oneOffFailure(failure, this.stage);
  }

  #blockedBy(known: Established): PreconditionFailure {
    return new PreconditionFailure(
      `${blockedMessage(this.stage.ofRun, known.cause)} (established once for the run, by scenario "${known.scenario}")`,
    );
  }

  #anySuccess(): boolean {
    if (this.#memory.succeeded || this.dir === undefined) return this.#memory.succeeded;
    return readOr(join(this.dir, 'load-succeeded')) !== undefined;
  }

  /** Records one more sight of the masked cause; how many the run has seen, this one included. */
  #sighted(masked: string): number {
    const key = createHash('sha256').update(masked).digest('hex').slice(0, 16);
    if (this.dir === undefined) {
      const count = (this.#memory.sightings.get(key) ?? 0) + 1;
      this.#memory.sightings.set(key, count);
      return count;
    }
    // One short line per sight, appended: concurrent appends of a few bytes do not interleave.
    const file = join(this.dir, 'sightings');
    appendFileSync(file, `${key}\n`);
    return (readOr(file) ?? '').split('\n').filter((line) => line === key).length;
  }

  /** The first cause established wins; every worker reads that one. */
  #establish(candidate: Established): Established {
    if (this.dir === undefined) {
      this.#memory.established ??= candidate;
      return this.#memory.established;
    }
    const [file, draft] = [
      join(this.dir, 'established.json'),
      join(this.dir, `established-${process.pid}.tmp`),
    ];
    writeFileSync(draft, JSON.stringify(candidate));
    try {
      linkSync(draft, file); // atomic, and fails when another worker established one first
    } catch {
      // another cause is established already
    } finally {
      rmSync(draft, { force: true });
    }
    return this.#established() ?? candidate;
  }

  #established(): Established | undefined {
    if (this.dir === undefined) return this.#memory.established;
    const text = readOr(join(this.dir, 'established.json'));
    return text === undefined ? undefined : (JSON.parse(text) as Established);
  }
}

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
