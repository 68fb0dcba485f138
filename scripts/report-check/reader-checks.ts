// What a reader must see in the rendered reports, checked on the visible text of pages open in Chromium.
import {
  DEVIATION_TEXT,
  FAILING_CURL,
  FIXTURE_RULES,
  FIXTURE_TARGET,
  HOSTILE,
} from '../../kit/report/fixtures/fixture-run.ts';
import type { Page } from './cdp.ts';

export interface Check {
  readonly name: string;
  /** Undefined when the check holds; otherwise what went wrong. */
  readonly problem: string | undefined;
}

/** Runs the checks in order; one that throws (its element is missing, the page changed) fails with the reason. */
async function runChecks(
  checks: readonly (readonly [string, () => Promise<string | undefined>])[],
): Promise<Check[]> {
  const results: Check[] = [];
  for (const [name, check] of checks) {
    const problem = await check().catch(
      (error: unknown) => `cannot check: ${error instanceof Error ? error.message : error}`,
    );
    results.push({ name, problem });
  }
  return results;
}

const visibleText = (page: Page): Promise<string> => page.evaluate<string>('document.body.innerText');
const open = (page: Page, selector: string): Promise<unknown> =>
  page.evaluate(`document.querySelector(${JSON.stringify(selector)}).click()`);

function expectText(text: string, wanted: string, present = true): string | undefined {
  if (text.includes(wanted) === present) return undefined;
  return `${present ? 'missing' : 'visible but should not be'}: ${JSON.stringify(wanted.slice(0, 120))}`;
}

function expectAll(text: string, wanted: readonly string[]): string | undefined {
  return wanted.map((item) => expectText(text, item)).find((problem) => problem !== undefined);
}

const ruleText = (id: string): string => FIXTURE_RULES.find((rule) => rule.id === id)?.summary ?? id;

export function conformanceChecks(page: Page): Promise<Check[]> {
  const openAndRead = async (...selectors: string[]): Promise<string> => {
    for (const selector of selectors) await open(page, selector);
    return visibleText(page);
  };
  const reasons = [
    ['SQL-003', 'target lacks complex-columns'],
    ['SEC-001', 'read-only mode'],
    ['SEC-002', 'connect ECONNREFUSED 127.0.0.1:9088'],
    ['SEC-003', 'No scenario checks this rule'],
  ] as const;
  return runChecks([
    [
      'the score is shown',
      async () => expectText(await visibleText(page), 'Score: 1 / 7 rules passed (14.3 %)'),
    ],
    [
      'every outcome has its own label and count',
      async () => {
        const totals = await page.evaluate<string>(`document.querySelector('table.totals').innerText`);
        return (
          expectAll(totals, [
            'passed',
            'failed',
            'unsupported',
            'excluded',
            'error',
            'deviates',
            'not covered',
          ]) ??
          (/Scenarios\s+1\s+1\s+1\s+1\s+1\s+1/.test(totals)
            ? undefined
            : `scenario counts not 1 each: ${totals}`)
        );
      },
    ],
    [
      'the configuration is echoed, redacted, with the target version',
      async () =>
        expectAll(await visibleText(page), [
          FIXTURE_TARGET.target,
          FIXTURE_TARGET.targetVersion,
          'deadlineMs',
        ]),
    ],
    [
      "a closed rule hides its failure's curl",
      async () => expectText(await visibleText(page), FAILING_CURL, false),
    ],
    [
      'server text adds no markup to the page',
      async () => {
        const markup = await page.evaluate<number>(`document.querySelectorAll('script, b').length`);
        return markup === 0 ? undefined : `${markup} script/b elements`;
      },
    ],
    [
      'the failed rule, opened, shows its text, its failure and the reproduction curl',
      async () =>
        expectAll(await openAndRead('#rule-SQL-002 > summary'), [
          ruleText('SQL-002'),
          'Reproduce',
          FAILING_CURL,
          'the response status is 400',
        ]),
    ],
    [
      'the deviation profile is named with its verdict',
      async () =>
        expectAll(await visibleText(page), [
          'Deviation profile',
          'Fixture Druid 31.0.0',
          '1 scenarios deviate as listed',
        ]),
    ],
    [
      'the deviating rule, opened, names the system it deviates as, and the failure it excused',
      async () =>
        expectAll(await openAndRead('#rule-SQL-004 > summary', '#rule-SQL-004 details.scenario > summary'), [
          'deviates',
          `deviates from the spec as Fixture Druid 31.0.0 does: ${DEVIATION_TEXT}`,
          'Expected 1 row, got 0',
        ]),
    ],
    ['server text shows as text, not markup', async () => expectText(await visibleText(page), HOSTILE)],
    [
      'the curl box is rendered',
      async () => {
        const height = await page.evaluate<number>(
          `document.querySelector('#rule-SQL-002 pre.curl').getBoundingClientRect().height`,
        );
        return height > 0 ? undefined : 'pre.curl has no height';
      },
    ],
    [
      'time to consistency shows per rule and per check',
      async () =>
        expectAll(await openAndRead('#rule-SQL-001 > summary', '#rule-SQL-001 details.scenario > summary'), [
          'Time to consistency: 1 check, median 240 ms, max 240 ms',
          'Time to consistency: consistent after 240 ms (4 checks, deadline 15000 ms)',
        ]),
    ],
    ...reasons.map(
      ([id, reason]) =>
        [
          `rule ${id}, opened, gives its reason`,
          async () => expectText(await openAndRead(`#rule-${id} > summary`), reason),
        ] as const,
    ),
  ]);
}

export function matrixChecks(page: Page): Promise<Check[]> {
  const first = `${FIXTURE_TARGET.target} ${FIXTURE_TARGET.targetVersion}`;
  return runChecks([
    [
      'the matrix names its columns',
      async () => expectAll(await visibleText(page), ['Conformance matrix', first, 'v32']),
    ],
    [
      'the matrix shows per-column scores',
      async () => expectAll(await visibleText(page), ['1 / 7 (14.3 %)', '2 / 7 (28.6 %)', 'deviates']),
    ],
    [
      'the matrix flags the rule whose status differs',
      async () =>
        expectText(await visibleText(page), 'Rules whose status differs between columns (1): SQL-002'),
    ],
  ]);
}
