// The configuration a plan writes: Druid 33's schema cache, and druid:restart rewriting only what changed.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeConfiguration, writtenSecure } from './configuration.ts';
import { clusterDirs, configurationFiles, portPlan } from './plan.ts';

const common = (version: '33' | '27') =>
  configurationFiles(version, clusterDirs('/lab', version, 0), portPlan(0))[
    '_common/common.runtime.properties'
  ] ?? '';

test("Druid 33 runs the Coordinator's schema cache (dataSourceInformation); 27, which has none, does not", () => {
  assert.match(common('33'), /^druid\.centralizedDatasourceSchema\.enabled=true$/m);
  assert.match(common('33'), /^druid\.coordinator\.segmentMetadata\.metadataRefreshPeriod=PT2S$/m);
  assert.doesNotMatch(common('33'), /serverview\.type|useIncrementalCache/);
  assert.doesNotMatch(common('27'), /centralizedDatasourceSchema|segmentMetadata/);
});

test('writing the configuration again changes only what the plan changed, and keeps security', () => {
  const lab = mkdtempSync(join(tmpdir(), 'druid-conf-'));
  try {
    const dirs = clusterDirs(lab, '27', 0);
    const first = writeConfiguration('27', dirs, portPlan(0), true);
    assert.equal(first.length, 7);
    assert.equal(writtenSecure(dirs), true);
    assert.deepEqual(writeConfiguration('27', dirs, portPlan(0), writtenSecure(dirs)), []);
    const broker = join(dirs.conf, 'broker', 'runtime.properties');
    const text = readFileSync(broker, 'utf8');
    writeFileSync(
      broker,
      text.replace('druid.broker.cache.useCache=false', 'druid.broker.cache.useCache=true'),
    );
    assert.deepEqual(writeConfiguration('27', dirs, portPlan(0), writtenSecure(dirs)), [
      'broker/runtime.properties',
    ]);
    assert.equal(readFileSync(broker, 'utf8'), text);
    assert.deepEqual(writeConfiguration('27', dirs, portPlan(0), false), [
      '_common/common.runtime.properties',
    ]);
    assert.equal(writtenSecure(dirs), false);
  } finally {
    rmSync(lab, { recursive: true, force: true });
  }
});
