// One ID for the whole run, shared by Cucumber's worker processes: the coordinator loads the support code first and
// forks the workers with its environment, so the value set here reaches every worker.
import { randomBytes } from 'node:crypto';

process.env.KIT_RUN_ID ??= `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export const RUN_ID: string = process.env.KIT_RUN_ID;
