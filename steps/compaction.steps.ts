// Automatic compaction vocabulary: configurations and task slots, the status of a datasource, compacted segments.
import assert from 'node:assert/strict';
import { After, type DataTable, Given, Then } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import {
  activeSegmentCount,
  activeSegmentRows,
  assertStatusFields,
  COMPACTION_CONFIG,
  compactionConfigs,
  configPath,
  listedScheduleStatus,
  remainingSegmentSize,
  statusOf,
  versionOfSegment,
} from '../kit/core/compaction.ts';
import { eventually } from '../kit/core/eventually.ts';
import { featureJson, jsonBody } from '../kit/core/json-body.ts';
import { containsJson } from '../kit/core/json-match.ts';
import { theRun } from '../kit/core/run.ts';
import type { Sender } from '../kit/core/sender.ts';
import { assertResultMatches, expectedResult } from '../kit/core/sql-result.ts';
import type { ApiWorld } from './world.ts';

const poll = <T>(check: () => Promise<T>): Promise<T> => eventually(check, theRun().config.deadlineMs);

// --- Configurations and task slots ------------------------------------------------------------------

Given(
  'the compaction task slots have been set with {string}',
  async function (this: ApiWorld, query: string) {
    assertStatus(await this.request('POST', `${COMPACTION_CONFIG}/taskslots?${this.expand(query)}`), 200);
  },
);

Given(
  'the compaction configuration of datasource {string} has been deleted',
  async function (this: ApiWorld, datasource: string) {
    assertStatus(await this.request('DELETE', configPath(this.expand(datasource))), 200);
  },
);

Then(
  'datasource {string} has no compaction configuration',
  async function (this: ApiWorld, datasource: string) {
    assertStatus(await this.request('GET', configPath(this.expand(datasource))), 404);
  },
);

Then(
  'the response lists a compaction configuration containing:',
  function (this: ApiWorld, expected: string) {
    const body = jsonBody(this.lastResponse()) as { compactionConfigs?: unknown };
    const wanted = featureJson(this.expand(expected));
    const configs = Array.isArray(body.compactionConfigs) ? body.compactionConfigs : [];
    assert.ok(
      configs.some((config) => containsJson(config, wanted)),
      `No compaction configuration contains ${JSON.stringify(wanted)}`,
    );
  },
);

Then(
  'the list of compaction configurations has none for datasource {string}',
  async function (this: ApiWorld, datasource: string) {
    const name = this.expand(datasource);
    const found = (await compactionConfigs(this)).filter((config) => config.dataSource === name);
    assert.deepEqual(found, [], `The list still holds a configuration of ${name}`);
  },
);

// --- Status and progress ----------------------------------------------------------------------------

async function checkStatus(world: ApiWorld, datasource: string, table: DataTable): Promise<void> {
  const name = world.expand(datasource);
  const rows = table.raw().map((row) => row.map((cell) => world.expand(cell)));
  await poll(async () => assertStatusFields(name, await statusOf(world, name), rows));
}

Then(
  'eventually the compaction status of datasource {string} is:',
  function (this: ApiWorld, ds: string, table: DataTable) {
    return checkStatus(this, ds, table);
  },
);

Given(
  'the compaction status of datasource {string} has become:',
  function (this: ApiWorld, ds: string, table: DataTable) {
    return checkStatus(this, ds, table);
  },
);

async function assertListed(world: ApiWorld, datasource: string, schedule: string, listed: boolean) {
  const [name, wanted] = [world.expand(datasource), world.expand(schedule)];
  const actual = await listedScheduleStatus(world, name);
  const what = listed ? 'lists' : 'does not list';
  assert.equal(
    actual === wanted,
    listed,
    `Expected the status that ${what} ${name} as ${wanted}; it shows ${String(actual)}`,
  );
}

Then(
  'eventually the compaction status lists datasource {string} as {string}',
  function (this: ApiWorld, datasource: string, schedule: string) {
    return poll(() => assertListed(this, datasource, schedule, true));
  },
);

Given(
  'the compaction status has listed datasource {string} as {string}',
  function (this: ApiWorld, datasource: string, schedule: string) {
    return poll(() => assertListed(this, datasource, schedule, true));
  },
);

Given(
  'the compaction status does not list datasource {string} as {string}',
  function (this: ApiWorld, datasource: string, schedule: string) {
    return assertListed(this, datasource, schedule, false);
  },
);

Then(
  'eventually the compaction status does not list datasource {string} as {string}',
  function (this: ApiWorld, datasource: string, schedule: string) {
    return poll(() => assertListed(this, datasource, schedule, false));
  },
);

Then(
  'the compaction progress of datasource {string} is its bytes awaiting compaction',
  async function (this: ApiWorld, datasource: string) {
    const name = this.expand(datasource);
    const awaiting = (await statusOf(this, name))?.bytesAwaitingCompaction;
    assert.equal(
      await remainingSegmentSize(this, name),
      awaiting,
      'remainingSegmentSize differs from the status',
    );
  },
);

// --- Compacted segments -----------------------------------------------------------------------------

async function assertActive(world: ApiWorld, datasource: string, table: DataTable): Promise<void> {
  const expected = expectedResult(table.raw().map((row) => row.map((cell) => world.expand(cell))));
  const rows = await activeSegmentRows(world, world.expand(datasource), expected.columns);
  assertResultMatches(expected, { columns: expected.columns, types: [], sqlTypes: [], rows }, false);
}

Then(
  'eventually the active segments of datasource {string} are:',
  function (this: ApiWorld, ds: string, table: DataTable) {
    return poll(() => assertActive(this, ds, table));
  },
);

Then(
  'the active segments of datasource {string} are:',
  function (this: ApiWorld, ds: string, table: DataTable) {
    return assertActive(this, ds, table);
  },
);

Then('segment {string} is still active', async function (this: ApiWorld, segment: string) {
  const id = this.expand(segment);
  assert.equal(await activeSegmentCount(this, id), 1, `Segment ${id} is not active`);
});

Then(
  'every active segment of datasource {string} has a newer version than segment {string}',
  async function (this: ApiWorld, datasource: string, segment: string) {
    const name = this.expand(datasource);
    const old = versionOfSegment(name, this.expand(segment));
    const versions = (await activeSegmentRows(this, name, ['version'])).map(([version]) => String(version));
    assert.ok(versions.length > 0, `Datasource ${name} has no active segment`);
    for (const version of versions)
      assert.ok(version > old, `Active version ${version} is not newer than ${old}`);
  },
);

Then(
  'every active segment of datasource {string} records its compaction state',
  async function (this: ApiWorld, datasource: string) {
    const rows = await activeSegmentRows(this, this.expand(datasource), [
      'segment_id',
      'last_compaction_state',
    ]);
    assert.ok(rows.length > 0, 'The datasource has no active segment');
    for (const [id, state] of rows) {
      assert.ok(
        typeof state === 'string' && state !== '',
        `Segment ${String(id)} has no last_compaction_state`,
      );
      assert.equal(
        typeof JSON.parse(state),
        'object',
        `last_compaction_state of ${String(id)} is not a JSON object`,
      );
    }
  },
);

// --- Cleanup ------------------------------------------------------------------------------------------

// Configurations the scenario posted would keep the target compacting the kit's data: delete them afterwards.
After({ tags: '@compaction' }, async function (this: ApiWorld) {
  const quiet: Sender = {
    request: (method, path, body, headers) => this.target.send(method, path, body, headers),
  };
  const response = await quiet.request('GET', COMPACTION_CONFIG);
  if (response.status !== 200) return;
  const configs =
    (JSON.parse(response.text) as { compactionConfigs?: { dataSource?: unknown }[] }).compactionConfigs ?? [];
  for (const { dataSource } of configs) {
    if (
      typeof dataSource === 'string' &&
      (dataSource === this.unique || dataSource.startsWith(`${this.unique}_`))
    )
      await quiet.request('DELETE', configPath(dataSource));
  }
});
