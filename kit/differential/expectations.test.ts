// Unit tests of the expectations file: what an entry needs, and how queries and scenarios find theirs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROFILES_DIR } from '../deviations/profile.ts';
import {
  expectationForQuery,
  expectationForScenario,
  parseExpectations,
  readExpectations,
} from './expectations.ts';

const link = 'https://github.com/example/server/issues/7';

test('entries name a query or a scenario, with a note and an issue link; kind is optional', () => {
  const entries = parseExpectations(
    {
      expectations: [
        { id: 'casts', note: 'no DATE type', link, kind: 'types' },
        {
          scenario: 'Sunday is day 7, not 0 or 1',
          feature: 'features/sql/dialect/time-functions.feature',
          note: 'n',
          link,
        },
        { scenario: 'Other', note: 'n', link },
      ],
    },
    'e.json',
  );
  assert.equal(expectationForQuery(entries, 'casts')?.kind, 'types');
  assert.equal(expectationForQuery(entries, 'other'), undefined);
  assert.ok(
    expectationForScenario(
      entries,
      'Sunday is day 7, not 0 or 1',
      'features/sql/dialect/time-functions.feature',
    ),
  );
  assert.equal(
    expectationForScenario(entries, 'Sunday is day 7, not 0 or 1', 'features/other.feature'),
    undefined,
  );
  assert.ok(expectationForScenario(entries, 'Other', 'features/any.feature'));
});

test('every malformed entry is refused with its place in the file', () => {
  const bad: [unknown, RegExp][] = [
    [[], /"expectations" array/],
    [{ expectations: [{ note: 'n', link }] }, /expectation 1: give exactly one of "id"/],
    [{ expectations: [{ id: 'a', scenario: 's', note: 'n', link }] }, /exactly one/],
    [{ expectations: [{ id: 'a', link }] }, /"note"/],
    [{ expectations: [{ id: 'a', note: 'n', link: 'issue 7' }] }, /"link" must be the http\(s\) URL/],
    [{ expectations: [{ id: 'a', note: 'n', link, kind: 'wrong' }] }, /"kind" must be one of status/],
    [{ expectations: [{ id: 'a', note: 'n', link, extra: 1 }] }, /unknown field\(s\) extra/],
    [
      { expectations: [{ id: 'a', feature: 'f', note: 'n', link }] },
      /"feature" .* goes with "scenario" only/,
    ],
    [
      {
        expectations: [
          { id: 'a', note: 'n', link },
          { id: 'a', note: 'm', link },
        ],
      },
      /id a is listed twice/,
    ],
    [{ expectations: [{ id: 'a', note: 'n', link, notSent: true }] }, /"notSent" is true, on a query/],
    [
      { expectations: [{ id: 'a', note: 'n', class: 'druid-bug', evidence: 'e', notSent: 'yes' }] },
      /"notSent" is true/,
    ],
  ];
  for (const [value, message] of bad) assert.throws(() => parseExpectations(value, 'e.json'), message);
});

test('a query the target never finishes is listed as not sent, with its class and evidence', () => {
  const [entry] = parseExpectations(
    { expectations: [{ id: 'a', note: 'n', class: 'druid-bug', evidence: 'a thread dump', notSent: true }] },
    'e.json',
  );
  assert.equal(entry?.notSent, true);
});

test('reading: no file means no expectations; an unreadable or invalid file is a clear error', () => {
  assert.deepEqual(readExpectations(undefined), []);
  const dir = mkdtempSync(join(tmpdir(), 'expectations-'));
  try {
    assert.throws(() => readExpectations(join(dir, 'missing.json')), /Cannot read the expectations file/);
    writeFileSync(join(dir, 'bad.json'), '{ nope');
    assert.throws(() => readExpectations(join(dir, 'bad.json')), /bad\.json is not valid JSON/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a deviation profile (by name, folder or a file of deviations only) holds no divergences', () => {
  assert.deepEqual(readExpectations('druid-33'), []);
  assert.deepEqual(readExpectations(join(PROFILES_DIR, 'apache-druid-36')), []);
  assert.deepEqual(parseExpectations({ deviations: [] }, 'f.json'), []);
});
