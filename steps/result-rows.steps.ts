// Results bodies by format: the shape a resultFormat asks for (stated), and the rows whatever format came (decided).
import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { assertSchema, assertStatus } from '../kit/core/assertions.ts';
import { jsonBody } from '../kit/core/json-body.ts';
import {
  exactRowsProblems,
  formatProblems,
  RESULT_FORMATS,
  type ResultFormat,
} from '../kit/core/result-rows.ts';
import { statementPath } from '../kit/core/statements.ts';
import type { ApiWorld } from './world.ts';

function resultFormat(name: string): ResultFormat {
  const format = RESULT_FORMATS.find((known) => known === name);
  if (format === undefined)
    throw new Error(`"${name}" is not one of the result formats ${RESULT_FORMATS.join(', ')}`);
  return format;
}

Then('the response body is in resultFormat {string}', function (this: ApiWorld, name: string) {
  const body = this.lastResponse().text;
  const problems = formatProblems(body, resultFormat(name));
  assert.deepEqual(problems, [], `Body: ${JSON.stringify(body.slice(0, 2000))}`);
});

// A decided check that stays apart from whether the target honours resultFormat (a stated rule, STM-025).
Then(
  'the response body holds exactly these rows, in whichever result format it came:',
  function (this: ApiWorld, table: DataTable) {
    const body = this.lastResponse().text;
    const rows = table.raw().map((row) => row.map((cell) => this.expand(cell)));
    assert.deepEqual(exactRowsProblems(body, rows), [], `Body: ${JSON.stringify(body.slice(0, 2000))}`);
  },
);

// A target that ignores resultFormat altogether (Druid 27, docs/facts/statements.md §statements.10) cannot refuse an
// unknown one; it must then answer it as it answers the formats it ignores, byte for byte.
Then(
  'the response is a 400 with the statements error body, or the answer the target gives for every resultFormat',
  async function (this: ApiWorld) {
    this.statusChecked = true;
    const response = this.lastResponse();
    if (response.status === 400) {
      assertSchema(jsonBody(response), 'statements/statement-error');
      return;
    }
    assertStatus(response, 200);
    const path = statementPath(this.placeholders.get('statement') ?? '', true);
    for (const format of ['array', 'csv'] as const) {
      const other = await this.request('GET', `${path}?resultFormat=${format}`);
      assertStatus(other, 200);
      assert.equal(response.text, other.text, `Answered 200, but otherwise than resultFormat=${format}`);
    }
    this.log(
      'the target answers every resultFormat with one body: it ignores resultFormat (a stated deviation)',
    );
  },
);
