// Reads Cucumber messages (NDJSON) into one outcome per scenario (pickle), using its final attempt only.
import {
  type Attachment,
  AttachmentContentEncoding,
  type Envelope,
  type Pickle,
  type TestStepResult,
  TestStepResultStatus,
} from '@cucumber/messages';

/** `failed` is a conformance failure (an assertion); `error` is a harness problem, never non-conformance. */
export type Outcome = 'passed' | 'failed' | 'error' | 'skipped';
export const OUTCOMES: readonly Outcome[] = ['passed', 'failed', 'error', 'skipped'];

export interface ScenarioResult {
  readonly name: string;
  readonly uri: string;
  /** Line of the Scenario, or of the Examples row for an outline. */
  readonly line?: number;
  /** Tag names, inherited ones included, e.g. `@CCF-003`. */
  readonly tags: readonly string[];
  readonly outcome: Outcome;
  readonly reason?: string;
}

export interface MessagesReading {
  readonly scenarios: readonly ScenarioResult[];
  /** Lines that were not JSON, e.g. the last one of a run that was killed while writing. */
  readonly malformedLines: number;
}

const ASSERTION_TYPES = new Set(['AssertionError', 'ERR_ASSERTION']);
const SKIP_PREFIX = 'skipped: ';
const LOG_MEDIA_TYPE = 'text/x.cucumber.log+plain';

interface Attempt {
  /** Cucumber's attempt counter: 0 for the first run, 1 for the first retry, and so on. */
  readonly number: number;
  readonly steps: { testStepId: string; result: TestStepResult }[];
  readonly attachments: Attachment[];
  finished: boolean;
  willBeRetried: boolean;
}

interface Verdict {
  readonly outcome: Outcome;
  readonly reason?: string;
}

function attachmentText(attachment: Attachment): string {
  return attachment.contentEncoding === AttachmentContentEncoding.BASE64
    ? Buffer.from(attachment.body, 'base64').toString('utf8')
    : attachment.body;
}

function skipReason(attempt: Attempt): string | undefined {
  const log = attempt.attachments
    .filter((attachment) => attachment.mediaType === LOG_MEDIA_TYPE)
    .map(attachmentText)
    .find((text) => text.startsWith(SKIP_PREFIX));
  return log?.slice(SKIP_PREFIX.length);
}

function withReason(outcome: Outcome, reason: string | undefined): Verdict {
  const text = reason?.trim();
  return text === undefined || text === '' ? { outcome } : { outcome, reason: text };
}

/** Describes a harness error; `stepText` names the step by its Gherkin text when it is a pickle step. */
function errorReason(result: TestStepResult, stepText: string | undefined): string {
  const step = stepText === undefined ? 'hook' : `step "${stepText}"`;
  if (result.status !== TestStepResultStatus.FAILED) return `${result.status.toLowerCase()} ${step}`;
  const detail = result.exception
    ? `${result.exception.type}: ${result.exception.message ?? ''}`
    : (result.message ?? 'failed');
  return `${step} failed with ${detail}`;
}

function verdict(attempt: Attempt, stepText: (testStepId: string) => string | undefined): Verdict {
  const failure = attempt.steps.find(
    ({ result }) =>
      result.status === TestStepResultStatus.FAILED && ASSERTION_TYPES.has(result.exception?.type ?? ''),
  );
  if (failure) return withReason('failed', failure.result.exception?.message);
  const broken = attempt.steps.find(
    ({ result }) =>
      result.status !== TestStepResultStatus.PASSED && result.status !== TestStepResultStatus.SKIPPED,
  );
  if (broken) return { outcome: 'error', reason: errorReason(broken.result, stepText(broken.testStepId)) };
  if (attempt.steps.some(({ result }) => result.status === TestStepResultStatus.SKIPPED)) {
    return withReason('skipped', skipReason(attempt));
  }
  return { outcome: 'passed' };
}

function parseLines(ndjson: string): { envelopes: Envelope[]; malformedLines: number } {
  const envelopes: Envelope[] = [];
  let malformedLines = 0;
  for (const line of ndjson.split('\n')) {
    if (line.trim() === '') continue;
    try {
      envelopes.push(JSON.parse(line) as Envelope);
    } catch {
      malformedLines += 1;
    }
  }
  return { envelopes, malformedLines };
}

interface Run {
  readonly pickles: Pickle[];
  /** The latest attempt of each pickle that was started, by pickle ID. */
  readonly lastAttempt: Map<string, Attempt>;
  /** Gherkin text of each test step that runs a pickle step, by test step ID. */
  readonly stepTexts: Map<string, string>;
}

function collect(envelopes: readonly Envelope[]): Run {
  const run: Run = { pickles: [], lastAttempt: new Map(), stepTexts: new Map() };
  const pickleStepTexts = new Map<string, string>();
  const pickleOfTestCase = new Map<string, string>();
  const attempts = new Map<string, Attempt>();
  for (const {
    pickle,
    testCase,
    testCaseStarted,
    testStepFinished,
    testCaseFinished,
    attachment,
  } of envelopes) {
    if (pickle) {
      run.pickles.push(pickle);
      for (const step of pickle.steps) pickleStepTexts.set(step.id, step.text);
    }
    if (testCase) {
      pickleOfTestCase.set(testCase.id, testCase.pickleId);
      for (const step of testCase.testSteps) {
        const text = step.pickleStepId === undefined ? undefined : pickleStepTexts.get(step.pickleStepId);
        if (text !== undefined) run.stepTexts.set(step.id, text);
      }
    }
    if (testCaseStarted) {
      const { id, testCaseId, attempt: number } = testCaseStarted;
      const attempt = { number, steps: [], attachments: [], finished: false, willBeRetried: false };
      attempts.set(id, attempt);
      const pickleId = pickleOfTestCase.get(testCaseId);
      const previous = pickleId === undefined ? undefined : run.lastAttempt.get(pickleId);
      if (pickleId !== undefined && (previous === undefined || number > previous.number)) {
        run.lastAttempt.set(pickleId, attempt);
      }
    }
    if (testStepFinished) {
      const { testCaseStartedId, testStepId, testStepResult } = testStepFinished;
      attempts.get(testCaseStartedId)?.steps.push({ testStepId, result: testStepResult });
    }
    if (attachment?.testCaseStartedId !== undefined) {
      attempts.get(attachment.testCaseStartedId)?.attachments.push(attachment);
    }
    const finished = testCaseFinished ? attempts.get(testCaseFinished.testCaseStartedId) : undefined;
    if (finished && testCaseFinished) {
      finished.finished = true;
      finished.willBeRetried = testCaseFinished.willBeRetried;
    }
  }
  return run;
}

/** One result per pickle, in the order the pickles were emitted; only each pickle's last attempt counts. */
export function readScenarioResults(ndjson: string): MessagesReading {
  const { envelopes, malformedLines } = parseLines(ndjson);
  const { pickles, lastAttempt, stepTexts } = collect(envelopes);
  const scenarios = pickles.map((pickle): ScenarioResult => {
    const attempt = lastAttempt.get(pickle.id);
    const base = {
      name: pickle.name,
      uri: pickle.uri,
      ...(pickle.location === undefined ? {} : { line: pickle.location.line }),
      tags: pickle.tags.map((tag) => tag.name),
    };
    if (attempt === undefined) return { ...base, outcome: 'skipped', reason: 'not run' };
    if (!attempt.finished || attempt.willBeRetried) {
      return { ...base, outcome: 'error', reason: 'the run ended before the scenario finished' };
    }
    return { ...base, ...verdict(attempt, (testStepId) => stepTexts.get(testStepId)) };
  });
  return { scenarios, malformedLines };
}
