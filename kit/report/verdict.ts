// Decides the outcome of one scenario attempt from its step results and its skip log.
import { type TestStepResult, TestStepResultStatus } from '@cucumber/messages';
import { type Attempt, attachmentText, failureText } from './envelopes.ts';
import { type Outcome, SKIP_PREFIXES } from './outcomes.ts';

const ASSERTION_TYPES = new Set(['AssertionError', 'ERR_ASSERTION']);
/** The class kit/core/preconditions.ts throws when a scenario cannot be set up on the target. */
const PRECONDITION_TYPE = 'PreconditionFailure';
const LOG_MEDIA_TYPE = 'text/x.cucumber.log+plain';

export interface Verdict {
  readonly outcome: Outcome;
  readonly reason?: string;
  /** The test step that decided a failed or error outcome. */
  readonly decidingStepId?: string;
}

function withReason(outcome: Outcome, reason: string | undefined, decidingStepId?: string): Verdict {
  const text = reason?.trim();
  return {
    outcome,
    ...(text === undefined || text === '' ? {} : { reason: text }),
    ...(decidingStepId === undefined ? {} : { decidingStepId }),
  };
}

/** The first `unsupported: …` or `excluded: …` log line of the attempt, as an outcome and its reason. */
function skipVerdict(attempt: Attempt): Verdict | undefined {
  for (const attachment of attempt.attachments) {
    if (attachment.mediaType !== LOG_MEDIA_TYPE) continue;
    const text = attachmentText(attachment);
    for (const [outcome, prefix] of Object.entries(SKIP_PREFIXES) as [Outcome, string][])
      if (text.startsWith(prefix)) return withReason(outcome, text.slice(prefix.length));
  }
  return undefined;
}

/** Describes a harness error; `stepText` names the step by its Gherkin text when it is a pickle step. */
function errorReason(result: TestStepResult, stepText: string | undefined): string {
  const step = stepText === undefined ? 'hook' : `step "${stepText}"`;
  if (result.status !== TestStepResultStatus.FAILED) return `${result.status.toLowerCase()} ${step}`;
  return `${step} failed with ${failureText(result)}`;
}

/** An assertion is a verdict on the target; any other failure, or a skip without a stated reason, is the kit's. */
export function verdict(attempt: Attempt, stepText: (testStepId: string) => string | undefined): Verdict {
  // A scenario that could not be set up stops at that step: no later step ran, nothing judged the target's rules.
  const blocked = attempt.steps.find(
    ({ result }) =>
      result.status === TestStepResultStatus.FAILED && result.exception?.type === PRECONDITION_TYPE,
  );
  if (blocked) return withReason('blocked', blocked.result.exception?.message, blocked.testStepId);
  const failure = attempt.steps.find(
    ({ result }) =>
      result.status === TestStepResultStatus.FAILED && ASSERTION_TYPES.has(result.exception?.type ?? ''),
  );
  if (failure) return withReason('failed', failure.result.exception?.message, failure.testStepId);
  const broken = attempt.steps.find(
    ({ result }) =>
      result.status !== TestStepResultStatus.PASSED && result.status !== TestStepResultStatus.SKIPPED,
  );
  if (broken) {
    const reason = errorReason(broken.result, stepText(broken.testStepId));
    return withReason('error', reason, broken.testStepId);
  }
  if (attempt.steps.some(({ result }) => result.status === TestStepResultStatus.SKIPPED)) {
    return (
      skipVerdict(attempt) ??
      withReason('error', 'skipped without an "unsupported: …" or "excluded: …" log line giving the reason')
    );
  }
  return { outcome: 'passed' };
}
