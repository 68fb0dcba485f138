// Time limits of steps that poll: each polling phase may use the kit deadline, plus a margin for the requests.
import { readKitConfig } from './target-config.ts';

const { deadlineMs } = readKitConfig();

/** Step options for a step that polls `phases` times in a row, each bounded by KIT_DEADLINE_MS. */
export const pollingTimeout = (phases: number): { timeout: number } => ({
  timeout: phases * deadlineMs + 10_000,
});
