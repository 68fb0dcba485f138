// Collects the Cucumber messages of a run (NDJSON) into what the summary needs: pickles, their last attempts,
// step keywords and kinds, attachments by step, and whether the run itself (BeforeAll/AfterAll) broke.
import {
  type Attachment,
  AttachmentContentEncoding,
  type Envelope,
  type GherkinDocument,
  type Pickle,
  type TestCase,
  type TestStepResult,
  TestStepResultStatus,
} from '@cucumber/messages';

export interface Attempt {
  /** Cucumber's attempt counter: 0 for the first run, 1 for the first retry, and so on. */
  readonly number: number;
  readonly testCaseId: string;
  /** Step results in the order they finished. */
  readonly steps: { testStepId: string; result: TestStepResult }[];
  readonly attachments: Attachment[];
  finished: boolean;
  willBeRetried: boolean;
  /** When the attempt started and finished (ms since the epoch), as Cucumber stamped them. */
  startedAt?: number | undefined;
  finishedAt?: number | undefined;
}

export interface CollectedRun {
  readonly pickles: Pickle[];
  /** The latest attempt of each pickle that was started, by pickle ID. */
  readonly lastAttempt: Map<string, Attempt>;
  readonly testCases: Map<string, TestCase>;
  /** Gherkin keyword (`Given `, `When `, …) of each step, by its AST node ID. */
  readonly keywords: Map<string, string>;
  /** Each scenario hook, by hook ID: whether it runs before or after, and where it is defined. */
  readonly hooks: Map<string, { readonly kind: 'Before' | 'After'; readonly source: string }>;
  /** Why the run itself broke (a BeforeAll or AfterAll hook failed), if it did. */
  runFailure: string | undefined;
  /** Whether the run reached its end (testRunFinished); a killed run did not. */
  finished: boolean;
  /** Lines that were not JSON, e.g. the last one of a run that was killed while writing. */
  malformedLines: number;
}

export function attachmentText(attachment: Attachment): string {
  return attachment.contentEncoding === AttachmentContentEncoding.BASE64
    ? Buffer.from(attachment.body, 'base64').toString('utf8')
    : attachment.body;
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

type Children = NonNullable<GherkinDocument['feature']>['children'];

function collectKeywords(children: Children, keywords: Map<string, string>): void {
  for (const { background, scenario, rule } of children) {
    for (const step of [...(background?.steps ?? []), ...(scenario?.steps ?? [])])
      keywords.set(step.id, step.keyword);
    if (rule) collectKeywords(rule.children, keywords);
  }
}

/** How a failed step or hook failed: the exception's type and message, or cucumber's message. */
export function failureText(result: TestStepResult): string {
  return result.exception
    ? `${result.exception.type}: ${result.exception.message ?? ''}`
    : (result.message ?? result.status.toLowerCase());
}

/** A message's timestamp in ms; undefined when a (hand-made or broken) message has none. */
const millisOf = (timestamp: { seconds: number; nanos: number } | undefined): number | undefined =>
  timestamp === undefined ? undefined : timestamp.seconds * 1000 + Math.floor(timestamp.nanos / 1e6);

export function collectRun(ndjson: string): CollectedRun {
  const { envelopes, malformedLines } = parseLines(ndjson);
  const run: CollectedRun = {
    pickles: [],
    lastAttempt: new Map(),
    testCases: new Map(),
    keywords: new Map(),
    hooks: new Map(),
    runFailure: undefined,
    finished: false,
    malformedLines,
  };
  const attempts = new Map<string, Attempt>();
  for (const envelope of envelopes) {
    const { gherkinDocument, pickle, hook, testCase, testCaseStarted, testStepFinished, attachment } =
      envelope;
    if (gherkinDocument?.feature) collectKeywords(gherkinDocument.feature.children, run.keywords);
    if (pickle) run.pickles.push(pickle);
    if (hook?.type === 'BEFORE_TEST_CASE' || hook?.type === 'AFTER_TEST_CASE') {
      const { uri = '?', location } = hook.sourceReference;
      const source = location === undefined ? uri : `${uri}:${location.line}`;
      run.hooks.set(hook.id, { kind: hook.type === 'BEFORE_TEST_CASE' ? 'Before' : 'After', source });
    }
    if (testCase) run.testCases.set(testCase.id, testCase);
    if (testCaseStarted) {
      const { id, testCaseId, attempt: number } = testCaseStarted;
      const attempt = {
        number,
        testCaseId,
        steps: [],
        attachments: [],
        finished: false,
        willBeRetried: false,
        startedAt: millisOf(testCaseStarted.timestamp),
      };
      attempts.set(id, attempt);
      const pickleId = run.testCases.get(testCaseId)?.pickleId;
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
    const finished = envelope.testCaseFinished;
    const attempt = finished ? attempts.get(finished.testCaseStartedId) : undefined;
    if (attempt && finished) {
      attempt.finished = true;
      attempt.willBeRetried = finished.willBeRetried;
      attempt.finishedAt = millisOf(finished.timestamp);
    }
    const runHook = envelope.testRunHookFinished?.result;
    if (runHook && runHook.status !== TestStepResultStatus.PASSED && run.runFailure === undefined) {
      run.runFailure = `a BeforeAll or AfterAll hook failed with ${failureText(runHook)}`;
    }
    if (envelope.testRunFinished) {
      run.finished = true;
      const { exception, message, success } = envelope.testRunFinished;
      if (!success && run.runFailure === undefined && (exception || message)) {
        run.runFailure = `the run failed with ${exception ? `${exception.type}: ${exception.message ?? ''}` : message}`;
      }
    }
  }
  return run;
}
