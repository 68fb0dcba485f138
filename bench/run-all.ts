// `npm run bench`: every benchmark, each printing its figures and the ratio to its goal.
import { benchConfigThroughput } from './config-throughput.ts';
import { benchSuiteWallTime } from './suite-wall-time.ts';

benchSuiteWallTime();
await benchConfigThroughput(Number(process.env.BENCH_SECONDS ?? 5));
