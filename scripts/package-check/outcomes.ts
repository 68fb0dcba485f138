// Reads a run's Cucumber messages into scenario counts: passed, failed, excluded (with reasons), other skips.
import { readFileSync } from 'node:fs';

export interface Outcomes {
  readonly passed: number;
  readonly failed: number;
  readonly excluded: number;
  readonly skipped: number;
  /** The `excluded: …` log lines, one per excluded scenario. */
  readonly exclusions: readonly string[];
}

const ORDER = ['UNKNOWN', 'PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'];

interface Envelope {
  testCaseStarted?: { id: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  attachment?: { testCaseStartedId?: string; body: string };
}

export function outcomesOf(messagesFile: string): Outcomes {
  const worst = new Map<string, string>();
  const reasons = new Map<string, string>();
  for (const line of readFileSync(messagesFile, 'utf8').split('\n')) {
    if (line === '') continue;
    const envelope = JSON.parse(line) as Envelope;
    if (envelope.testCaseStarted) worst.set(envelope.testCaseStarted.id, 'UNKNOWN');
    const step = envelope.testStepFinished;
    if (step) {
      const before = worst.get(step.testCaseStartedId) ?? 'UNKNOWN';
      const status = step.testStepResult.status;
      if (ORDER.indexOf(status) > ORDER.indexOf(before)) worst.set(step.testCaseStartedId, status);
    }
    const attachment = envelope.attachment;
    if (attachment?.testCaseStartedId && attachment.body.startsWith('excluded:'))
      reasons.set(attachment.testCaseStartedId, attachment.body);
  }
  const statuses = [...worst.values()];
  const skipped = [...worst].filter(([, status]) => status === 'SKIPPED');
  const exclusions = skipped.flatMap(([id]) => (reasons.has(id) ? [reasons.get(id) ?? ''] : []));
  return {
    passed: statuses.filter((status) => status === 'PASSED').length,
    failed: statuses.filter((status) => !['PASSED', 'SKIPPED'].includes(status)).length,
    excluded: exclusions.length,
    skipped: skipped.length - exclusions.length,
    exclusions,
  };
}
