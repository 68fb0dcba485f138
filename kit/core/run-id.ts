// One ID for the whole run, shared by Cucumber's worker processes: the coordinator loads the support code first and
// forks the workers with its environment, so the value set here reaches every worker.
import { randomBytes } from 'node:crypto';

/** Whether this process started the run (it minted the ID): Cucumber's coordinator, or the only process of a run. */
export const RUN_STARTED_HERE: boolean = process.env.KIT_RUN_ID === undefined;

process.env.KIT_RUN_ID ??= `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export const RUN_ID: string = process.env.KIT_RUN_ID;
