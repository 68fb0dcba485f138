// Runs a scenario's set-up stage under the run's precondition for it (kit/core/preconditions.ts): blocked at once when
// the run knows the target cannot get through the stage; a stage the target fails blocks the scenario and may establish
// that for the run. Shared by the loader's steps and the steps that read the loaded segments.
import { join } from 'node:path';
import { LoadFailure, LoadPreconditions, oneOffFailure, type SetUpStage } from '../kit/core/preconditions.ts';
import { theRun } from '../kit/core/run.ts';
import { RUN_ID } from '../kit/core/run-id.ts';
import { runStateDir } from '../kit/core/run-state.ts';
import type { ApiWorld } from './world.ts';

const byStage = new Map<SetUpStage, LoadPreconditions>();

/** The stage's precondition on the run's target: shared by the workers on a remote one, per worker in process. */
function runPreconditions(stage: SetUpStage, folder: string): LoadPreconditions {
  const { targetUrl, reportsDir } = theRun().config;
  let found = byStage.get(stage);
  if (found === undefined) {
    const dir = targetUrl === undefined ? undefined : join(runStateDir(reportsDir, RUN_ID), folder);
    found = new LoadPreconditions(dir, stage);
    byStage.set(stage, found);
  }
  return found;
}

/**
 * Runs `setUp` for the scenario. `folder` names the stage's record in the run's state; `explain` may add to a failure
 * what the kit chose and why (the loader names the task type it used).
 */
export async function underPrecondition<T>(
  world: ApiWorld,
  stage: SetUpStage,
  folder: string,
  setUp: () => Promise<T>,
  explain: (failure: LoadFailure) => LoadFailure = (failure) => failure,
): Promise<T> {
  // A target the scenario started for itself has preconditions of its own, not the run's.
  const shared = world.target === theRun().target ? runPreconditions(stage, folder) : undefined;
  shared?.assertMet();
  try {
    const value = await setUp();
    shared?.succeeded();
    return value;
  } catch (error) {
    if (!(error instanceof LoadFailure)) throw error;
    const failure = explain(error);
    throw shared?.failed(failure, world.scenarioName) ?? oneOffFailure(failure, stage);
  }
}
