// Unit tests of result-format shapes and of exact rows read from a body in whichever format it came.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csvFields, exactRowsProblems, formatProblems } from './result-rows.ts';

const table = [
  ['page', 'added'],
  ['Alpha', '36'],
  ['Beta, "B"', '-17'],
];

test('csv fields unquote doubled quotes and keep commas inside quotes', () => {
  assert.deepEqual(csvFields('Alpha,36'), ['Alpha', '36']);
  assert.deepEqual(csvFields('"Beta, ""B""",-17'), ['Beta, "B"', '-17']);
  assert.deepEqual(csvFields(',x,'), ['', 'x', '']);
  assert.equal(csvFields('"open,1'), undefined);
  assert.equal(csvFields('a"b,1'), undefined);
});

test('each format has its shape, and another shape is a problem', () => {
  assert.deepEqual(formatProblems('[["Alpha",36]]', 'array'), []);
  assert.deepEqual(formatProblems('[{"page":"Alpha"}]', 'object'), []);
  assert.deepEqual(formatProblems('["Alpha",36]\n\n', 'arrayLines'), []);
  assert.deepEqual(formatProblems('{"page":"Alpha"}\n\n', 'objectLines'), []);
  assert.deepEqual(formatProblems('Alpha,36\n\n', 'csv'), []);
  assert.match(formatProblems('{"page":"Alpha"}\n\n', 'array').join(), /not one JSON array/);
  assert.match(formatProblems('[{"page":"Alpha"}]', 'array').join(), /element 0 is not a JSON array/);
  assert.match(formatProblems('{"page":"Alpha"}\n\n', 'arrayLines').join(), /line 1 is not a JSON array/);
  assert.match(formatProblems('Alpha,36\n', 'csv').join(), /blank line/);
  assert.match(formatProblems('Alpha,36\r\n\r\n', 'csv').join(), /\\r/);
});

test('the same rows match in every format, object lines included', () => {
  for (const body of [
    '[["Alpha",36],["Beta, \\"B\\"",-17]]',
    '[{"page":"Alpha","added":36},{"added":-17,"page":"Beta, \\"B\\""}]',
    '["Alpha",36]\n["Beta, \\"B\\"",-17]\n\n',
    '{"page":"Alpha","added":36}\n{"page":"Beta, \\"B\\"","added":-17}\n\n',
    'Alpha,36\n"Beta, ""B""",-17\n\n',
  ])
    assert.deepEqual(exactRowsProblems(body, table), [], body);
});

test('a header row, a missing row or another value is a problem', () => {
  assert.match(
    exactRowsProblems('[["page","added"],["Alpha",36],["Beta, \\"B\\"",-17]]', table).join(),
    /got 3/,
  );
  assert.match(exactRowsProblems('page,added\nAlpha,36\n"Beta, ""B""",-17\n\n', table).join(), /got 3/);
  assert.match(exactRowsProblems('[["Alpha",36]]', table).join(), /got 1/);
  assert.match(exactRowsProblems('[["Alpha",37],["Beta, \\"B\\"",-17]]', table).join(), /row 1 is/);
  assert.match(
    exactRowsProblems(
      '{"page":"Alpha","added":36,"x":1}\n{"page":"Beta, \\"B\\"","added":-17}\n\n',
      table,
    ).join(),
    /row 1/,
  );
});
