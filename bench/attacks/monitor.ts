// Watches a server process while it is attacked: its resident memory (from /proc) and a simple GET's latency.
import { setTimeout as delay } from 'node:timers/promises';
import { treeResidentBytes } from '../../reference/child-memory.ts';

/** The documented ceilings the benchmark compares against (README, "Limits on bad input"). */
export const RSS_CEILING_BYTES = 2 * 1024 ** 3;
export const GET_LATENCY_GOAL_MS = 200;
/** The 99th percentile of GETs while a large result streams (issue 30: other clients stay fast). */
export const GET_P99_GOAL_MS = 100;
/** A GET every 25 ms: enough samples in a few seconds for a 99th percentile. */
const GET_EVERY_MS = 25;

export interface Monitor {
  readonly peakRssBytes: number;
  readonly worstGetMs: number;
  readonly gets: number;
  /** GETs that failed or did not answer within 5 s: each counts as 5 s. */
  readonly failedGets: number;
  /** The worst GET latency since the last call (per attack). */
  worstSinceLast(): number;
  /** The 99th percentile of the GET latencies since the last call to it (per attack). */
  p99SinceLast(): number;
  stop(): Promise<void>;
}

/** Samples the RSS of the server's processes every 100 ms and sends `GET <probePath>` one after another until stopped. */
export function startMonitor(pid: number, baseUrl: string, probePath: string): Monitor {
  const state = { peakRssBytes: 0, worstGetMs: 0, recentWorstMs: 0, gets: 0, failedGets: 0, stopped: false };
  let recent: number[] = [];
  const sampleRss = async () => {
    while (!state.stopped) {
      state.peakRssBytes = Math.max(state.peakRssBytes, treeResidentBytes(pid));
      await delay(100);
    }
  };
  const probeGets = async () => {
    while (!state.stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${probePath}`, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (!response.ok) state.failedGets++;
      } catch {
        state.failedGets++;
      }
      state.gets++;
      const ms = performance.now() - started;
      state.worstGetMs = Math.max(state.worstGetMs, ms);
      state.recentWorstMs = Math.max(state.recentWorstMs, ms);
      recent.push(ms);
      await delay(GET_EVERY_MS);
    }
  };
  const running = Promise.all([sampleRss(), probeGets()]);
  return {
    get peakRssBytes() {
      return state.peakRssBytes;
    },
    get worstGetMs() {
      return state.worstGetMs;
    },
    get gets() {
      return state.gets;
    },
    get failedGets() {
      return state.failedGets;
    },
    worstSinceLast() {
      const worst = state.recentWorstMs;
      state.recentWorstMs = 0;
      return worst;
    },
    p99SinceLast() {
      const sorted = recent.sort((a, b) => a - b);
      recent = [];
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    },
    async stop() {
      state.stopped = true;
      await running;
    },
  };
}
