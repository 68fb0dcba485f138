// Run and scenario lifecycle: open the target, skip what it cannot do, guard global state, clean up.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  After,
  AfterAll,
  Before,
  BeforeAll,
  Status,
  setDefaultTimeout,
  setDefinitionFunctionWrapper,
  setParallelCanAssign,
} from '@cucumber/cucumber';
import { isCapability, lackReason, presentCapabilities } from '../kit/core/capabilities.ts';
import { openTarget, type Target } from '../kit/core/client.ts';
import { type GlobalState, restore, snapshot } from '../kit/core/global-state.ts';
import { type DataFate, reportLeaks } from '../kit/core/leaks.ts';
import { RUN_PREFIX } from '../kit/core/names.ts';
import { oncePerRun } from '../kit/core/once-per-run.ts';
import { parallelAssignment } from '../kit/core/parallel-assign.ts';
import { probesBudgetMs, resolveCapabilities } from '../kit/core/probe-capabilities.ts';
import { plainClient } from '../kit/core/probe-http.ts';
import { excludeRefusedScenarios, takePendingRefusal } from '../kit/core/read-only.ts';
import { retireDatasources, retirementSummary } from '../kit/core/retire-datasources.ts';
import { setRun, theRun } from '../kit/core/run.ts';
import { RUN_ID, RUN_STARTED_HERE } from '../kit/core/run-id.ts';
import { ownRunState, runStateDir } from '../kit/core/run-state.ts';
import { joinRun, leaveRun } from '../kit/core/run-workers.ts';
import {
  closeSharedSecureReference,
  sharedSecureReference,
  startSecureReference,
} from '../kit/core/secure-reference.ts';
import {
  DEFAULT_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  stepTime,
  withinStepBudget,
} from '../kit/core/step-timeouts.ts';
import { type KitConfig, readKitConfig, redactedKitConfig } from '../kit/core/target-config.ts';
import { TIMING_MEDIA_TYPE, targetClock, timedTarget } from '../kit/core/target-time.ts';
import { withBudget } from '../kit/core/time-budget.ts';
import { wrapTarget } from '../kit/run/target-wrappers.ts';
import type { ApiWorld } from './world.ts';

// Every step and hook runs within a time budget its requests and polls respect (kit/core/time-budget.ts): one
// asynchronous outcome (`eventually …`) and its requests unless it names more; Cucumber's timeout lies beyond it.
setDefaultTimeout(DEFAULT_TIMEOUT_MS);
// Read-only mode: a scenario whose request the guard refused ends excluded, not failed.
const READ_ONLY = readKitConfig().readOnly;
setDefinitionFunctionWrapper((code: (...args: never[]) => unknown, options: unknown) => {
  const budgeted = withinStepBudget(code, options);
  return READ_ONLY ? excludeRefusedScenarios(budgeted) : budgeted;
});

const SERIAL = '@serial';

// The process that started the run (Cucumber's coordinator, which loads this file before it forks the workers) makes
// the run's shared state and removes it when it exits; the workers only use it (kit/core/run-state.ts).
if (RUN_STARTED_HERE) ownRunState(runStateDir(readKitConfig().reportsDir, RUN_ID));

/** The run's capability findings, shared by its workers; a waiting worker gives up when the probes' time is over. */
const CAPABILITIES = 'capabilities';
const PROBES_MS = probesBudgetMs(readKitConfig().deadlineMs);
/** The end of a worker: marking the run's datasources unused, then listing what is left; every request within it. */
const END_MS = 2 * readKitConfig().deadlineMs + 60_000;
/** Of that, how long the retirement may go on starting requests (some hundreds of DELETEs, four at a time). */
const RETIRE_MS = readKitConfig().deadlineMs + 30_000;
/** Opening the target, probing it (or waiting for the worker that does), reading its version. */
const START_MS = PROBES_MS + 15_000;

// Scenarios that change cluster-global state never run beside one another; on a remote target they, and those that
// hold task slots themselves, run alone (kit/core/parallel-assign.ts).
setParallelCanAssign(parallelAssignment(readKitConfig().targetUrl !== undefined));

/** The version the target reports at GET /status (`{"version": …}`), or null when it reports none in 5 s. */
async function versionOf(target: Target): Promise<string | null> {
  const probe = async (): Promise<string | null> => {
    const response = await target.send('GET', '/status');
    const version: unknown = response.status === 200 ? JSON.parse(response.text).version : undefined;
    return typeof version === 'string' ? version : null;
  };
  // Unreachable, slow, not JSON: the report says "not reported"; the scenarios will tell the real story.
  const giveUp = new Promise<null>((resolve) => setTimeout(resolve, 5000, null).unref());
  return Promise.race([probe().catch(() => null), giveUp]);
}

BeforeAll(stepTime(START_MS), async () => {
  const config = readKitConfig();
  const base =
    config.targetUrl === undefined && config.secure ? await startSecureReference() : await openTarget(config);
  // Timed outermost: the report splits each scenario's time into waiting on the target and the kit's own.
  const target = timedTarget(await wrapTarget(config, base));
  mkdirSync(config.reportsDir, { recursive: true });
  // A remote target is probed once per run, by one worker (the probes post to it: kit/core/once-per-run.ts).
  const capabilityFindings =
    config.targetUrl === undefined
      ? await resolveCapabilities(config, base)
      : await oncePerRun(
          runStateDir(config.reportsDir, RUN_ID),
          CAPABILITIES,
          () => resolveCapabilities(config, base),
          { waitMs: PROBES_MS },
        );
  const capabilities = presentCapabilities(capabilityFindings);
  setRun({ config, target, capabilities, capabilityFindings });
  if (retiresData(config)) joinRun(runStateDir(config.reportsDir, RUN_ID), RUN_PREFIX);
  const redacted = {
    ...redactedKitConfig(config, [...capabilities], capabilityFindings),
    targetVersion: await versionOf(target),
  };
  writeFileSync(join(config.reportsDir, 'target.json'), `${JSON.stringify(redacted, null, 2)}\n`);
});

/** Whether this worker's run leaves data it must retire: a remote target it may write to, not told to keep it. */
const retiresData = (config: KitConfig): boolean =>
  config.targetUrl !== undefined && !config.readOnly && !config.keepData;

// The last worker to end marks every datasource of the run unused, then each lists what it left: later runs meet a
// lean target, and no worker retires data another may still read (kit/core/run-workers.ts).
AfterAll(stepTime(END_MS), async () => {
  await closeSharedSecureReference();
  const { config, target } = theRun();
  let fate: DataFate = config.targetUrl === undefined ? 'in-process' : 'kept';
  if (retiresData(config)) {
    const { last, prefixes } = leaveRun(runStateDir(config.reportsDir, RUN_ID));
    fate = last ? 'retired' : 'retired-by-another';
    if (last)
      console.log(
        `\n${retirementSummary(await retireDatasources(plainClient(target), prefixes, RETIRE_MS))}`,
      );
  }
  await reportLeaks(theRun(), fate);
  await theRun().target.close();
  setRun(undefined);
});

Before(() => targetClock.reset());

Before(function (this: ApiWorld, { pickle }) {
  this.scenarioName = pickle.name;
  for (const tag of pickle.tags) {
    if (!tag.name.startsWith('@needs:')) continue;
    const capability = tag.name.slice('@needs:'.length);
    if (!isCapability(capability)) throw new Error(`Unknown capability tag ${tag.name}`);
    if (!theRun().capabilities.has(capability)) {
      this.log(`unsupported: ${lackReason(capability, theRun().capabilityFindings)}`);
      return 'skipped';
    }
  }
  return undefined;
});

// In process, scenarios that need security share one reference per worker with basic security on, reached as admin.
Before({ tags: '@needs:security' }, async function (this: ApiWorld) {
  if (theRun().config.targetUrl === undefined) this.target = await sharedSecureReference(timedTarget);
});

const snapshots = new WeakMap<ApiWorld, GlobalState>();

// In read-only mode nothing can have changed, and restoring must not write: no snapshot, no restore.
Before({ tags: SERIAL }, async function (this: ApiWorld) {
  if (!READ_ONLY) snapshots.set(this, await snapshot(this.target));
});

After({ tags: SERIAL }, async function (this: ApiWorld) {
  const saved = snapshots.get(this);
  if (saved) await restore(theRun().target, saved);
});

// A refusal a helper caught (a background request, a best-effort cleanup) still excludes the scenario.
After(function (this: ApiWorld) {
  const refusal = READ_ONLY ? takePendingRefusal() : undefined;
  if (refusal === undefined) return undefined;
  this.log(`excluded: ${refusal.message}`);
  return 'skipped';
});

/**
 * After a failed scenario the verdict is given: cleanups still stop what it started, but wait only this long (a
 * quarter of the deadline, at least 5 s: a real cluster takes seconds to stop a task, and a task left running holds
 * the slots the next scenario's load needs; with a profile, Cucumber sees every deviating scenario fail).
 */
const CLEANUP_AFTER_FAILURE_MS = Math.max(5000, readKitConfig().deadlineMs / 4);

/** Runs every cleanup, even when one fails (each undoes something else); the first failure is thrown at the end. */
async function runCleanups(world: ApiWorld): Promise<void> {
  const failures: unknown[] = [];
  for (const undo of world.cleanups)
    await undo().catch((error: unknown) => {
      failures.push(error);
    });
  if (failures.length > 0) throw failures[0];
}

After(async function (this: ApiWorld, { result }) {
  const failed = result?.status === Status.FAILED;
  try {
    await withBudget(failed ? CLEANUP_AFTER_FAILURE_MS : DEFAULT_BUDGET_MS, this, () => runCleanups(this));
  } finally {
    this.attach(JSON.stringify(targetClock.read()), TIMING_MEDIA_TYPE);
  }
  const response = this.response;
  // A server error nobody looked at must not pass unnoticed.
  if (result?.status === Status.PASSED && response && response.status >= 500 && !this.statusChecked) {
    throw new Error(
      `The last response was ${response.status} and no step checked it: ${response.text.slice(0, 300)}`,
    );
  }
});
