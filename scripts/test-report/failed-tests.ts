// A node:test reporter beside the spec reporter: after everything, one line per failed test with its file and name,
// so `npm test` ends by naming what failed (a long diff can otherwise leave only a bare AssertionError in view).
import { relative } from 'node:path';

interface TestEvent {
  readonly type: string;
  readonly data: {
    readonly name: string;
    readonly file?: string;
    readonly details?: {
      readonly type?: string;
      readonly error?: { readonly message?: string; readonly cause?: unknown };
    };
  };
}

/** The first line of what the test failed with (node:test wraps the test's own error as the cause). */
function firstLine(details: TestEvent['data']['details']): string {
  const cause = details?.error?.cause;
  const message = cause instanceof Error ? cause.message : (details?.error?.message ?? '');
  return message.split('\n')[0]?.slice(0, 200) ?? '';
}

export default async function* failedTests(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const failed: TestEvent['data'][] = [];
  // A suite fails with its tests: the tests name the failures.
  for await (const event of source)
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') failed.push(event.data);
  if (failed.length === 0) return;
  yield `\nfailed tests (${failed.length}):\n`;
  for (const test of failed)
    yield `  ✖ ${test.file === undefined ? '' : `${relative(process.cwd(), test.file)} › `}${test.name}: ${firstLine(test.details)}\n`;
}
