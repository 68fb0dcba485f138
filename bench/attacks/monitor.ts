// Watches a server process while it is attacked: its resident memory (from /proc) and a simple GET's latency.
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The documented ceilings the benchmark compares against (README, "Limits on bad input"). */
export const RSS_CEILING_BYTES = 2 * 1024 ** 3;
export const GET_LATENCY_GOAL_MS = 200;

/** A process's resident set size in bytes (Linux /proc), or undefined once it has gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface Monitor {
  readonly peakRssBytes: number;
  readonly worstGetMs: number;
  readonly gets: number;
  /** GETs that failed or did not answer within 5 s: each counts as 5 s. */
  readonly failedGets: number;
  /** The worst GET latency since the last call (per attack). */
  worstSinceLast(): number;
  stop(): Promise<void>;
}

/** Samples RSS every 100 ms and sends `GET <probePath>` one after another (100 ms apart) until stopped. */
export function startMonitor(pid: number, baseUrl: string, probePath: string): Monitor {
  const state = { peakRssBytes: 0, worstGetMs: 0, recentWorstMs: 0, gets: 0, failedGets: 0, stopped: false };
  const sampleRss = async () => {
    while (!state.stopped) {
      state.peakRssBytes = Math.max(state.peakRssBytes, residentBytes(pid) ?? 0);
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
      await delay(100);
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
    async stop() {
      state.stopped = true;
      await running;
    },
  };
}
