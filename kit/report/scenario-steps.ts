// The steps of one scenario attempt as a reader sees them: Gherkin text, status, the HTTP exchanges and
// time-to-consistency records attached to each, and the failing request as a reproduction command.
import type { Attachment, Pickle, PickleStep, TestStepResult } from '@cucumber/messages';
import { ANSWER_MARK } from '../core/evidence.ts';
import { CONSISTENCY_MEDIA_TYPE, type ConsistencyRecord, parseConsistency } from './consistency.ts';
import { type Attempt, attachmentText, type CollectedRun, failureText } from './envelopes.ts';

/** One HTTP exchange as evidence.ts attached it: the curl command and the answer. */
export interface Exchange {
  readonly request: string;
  readonly response: string;
}

export interface StepDetail {
  /** `Given `, `When `, … for a Gherkin step; `Before hook` / `After hook` for a hook. */
  readonly keyword: string;
  /** The step's text; for a hook, where it is defined. */
  readonly text: string;
  /** The step's doc string or data table, as written. */
  readonly argument?: string;
  /** Cucumber's status in lower case: passed, failed, skipped, undefined, ambiguous, pending, unknown. */
  readonly status: string;
  /** How a failed step failed. */
  readonly message?: string;
  readonly exchanges: readonly Exchange[];
  readonly consistency: readonly ConsistencyRecord[];
}

/** Splits a text/plain evidence attachment at the line that starts the answer. */
export function splitExchange(text: string): Exchange {
  const at = text.indexOf(`\n\n${ANSWER_MARK}`);
  return at < 0
    ? { request: text, response: '' }
    : { request: text.slice(0, at), response: text.slice(at + 2) };
}

function argumentText(step: PickleStep): string | undefined {
  const { docString, dataTable } = step.argument ?? {};
  if (docString) return docString.content;
  return dataTable?.rows.map((row) => `| ${row.cells.map((cell) => cell.value).join(' | ')} |`).join('\n');
}

function attachmentsByStep(attachments: readonly Attachment[]): Map<string, Attachment[]> {
  const byStep = new Map<string, Attachment[]>();
  for (const attachment of attachments) {
    if (attachment.testStepId === undefined) continue;
    byStep.set(attachment.testStepId, [...(byStep.get(attachment.testStepId) ?? []), attachment]);
  }
  return byStep;
}

export interface ScenarioSteps {
  readonly steps: readonly StepDetail[];
  /** The curl command of the last request sent up to the deciding step: what to run to see the failure. */
  readonly reproduction?: string;
}

/** Gherkin steps always; hooks only when they did not pass (a skip, a failure), so cleanups do not clutter. */
export function scenarioSteps(
  run: CollectedRun,
  pickle: Pickle,
  attempt: Attempt,
  decidingStepId: string | undefined,
): ScenarioSteps {
  const pickleSteps = new Map(pickle.steps.map((step) => [step.id, step]));
  const results = new Map<string, TestStepResult>(
    attempt.steps.map(({ testStepId, result }) => [testStepId, result]),
  );
  const attachments = attachmentsByStep(attempt.attachments);
  const steps: StepDetail[] = [];
  let lastRequest: string | undefined;
  let reproduction: string | undefined;
  for (const testStep of run.testCases.get(attempt.testCaseId)?.testSteps ?? []) {
    const result = results.get(testStep.id);
    const own = attachments.get(testStep.id) ?? [];
    const exchanges = own
      .filter((a) => a.mediaType === 'text/plain')
      .map((a) => splitExchange(attachmentText(a)));
    lastRequest = exchanges.at(-1)?.request ?? lastRequest;
    if (testStep.id === decidingStepId) reproduction = lastRequest;
    const consistency = own
      .filter((a) => a.mediaType === CONSISTENCY_MEDIA_TYPE)
      .flatMap((a) => parseConsistency(attachmentText(a)) ?? []);
    const status = (result?.status ?? 'UNKNOWN').toLowerCase();
    const message = result === undefined || status !== 'failed' ? undefined : failureText(result);
    const common = { status, ...(message === undefined ? {} : { message }), exchanges, consistency };
    const pickleStep =
      testStep.pickleStepId === undefined ? undefined : pickleSteps.get(testStep.pickleStepId);
    if (pickleStep) {
      const keyword = run.keywords.get(pickleStep.astNodeIds[0] ?? '') ?? '';
      const argument = argumentText(pickleStep);
      steps.push({
        keyword,
        text: pickleStep.text,
        ...(argument === undefined ? {} : { argument }),
        ...common,
      });
    } else if (status !== 'passed') {
      const hook = run.hooks.get(testStep.hookId ?? '');
      steps.push({ keyword: `${hook?.kind ?? 'A'} hook`, text: hook?.source ?? '', ...common });
    }
  }
  return { steps, ...(reproduction === undefined ? {} : { reproduction }) };
}
