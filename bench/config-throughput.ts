// Requests per second on the dynamic-configuration GET endpoints of a reference started as by `npm start`.

import autocannon from 'autocannon';
import { startReferenceProcess } from '../reference/child-process.ts';
import { recordThroughput } from './figures.ts';

const GOAL_RPS = 5000;
const ENDPOINTS = [
  '/analytics/coordinator/v1/config',
  '/analytics/indexer/v1/worker',
  '/analytics/indexer/v1/workers',
];

export async function benchConfigThroughput(durationSeconds = 5): Promise<void> {
  const reference = await startReferenceProcess();
  try {
    for (const path of ENDPOINTS) {
      const result = await autocannon({
        url: reference.baseUrl + path,
        connections: 32,
        duration: durationSeconds,
      });
      const rps = Math.round(result.requests.average);
      const failures = result.errors + result.non2xx;
      console.log(
        `GET ${path}: ${rps} req/s (goal ${GOAL_RPS}, ratio ${(rps / GOAL_RPS).toFixed(2)}), ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failures} failures`,
      );
      recordThroughput(`GET ${path}`, rps, GOAL_RPS, 'req/s');
    }
  } finally {
    await reference.stop();
  }
}
