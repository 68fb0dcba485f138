// For the task route tests: a reference server on a temporary data directory, requests, and task SQL.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createServer, type ReferenceServer, type ServerConfig, serverConfig } from '../index.ts';

export interface TestServer {
  readonly dataDir: string;
  readonly server: ReferenceServer;
  /** A request without a socket; the body is sent as JSON. */
  request(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Submits task SQL, expecting a 200, and returns the task ID. */
  submit(query: string, context?: Record<string, unknown>): Promise<string>;
  /** Polls the status until the task is no longer RUNNING; returns its status object. */
  finished(taskId: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function openTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'task-routes-'));
  const server = await createServer(serverConfig({ dataDir, ...overrides }));
  const request: TestServer['request'] = (method, url, payload) =>
    server.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    dataDir,
    server,
    request,
    async submit(query, context = {}) {
      const response = await request('POST', '/analytics/v2/sql/task', { query, context });
      assert.equal(response.statusCode, 202, JSON.stringify(response.json()));
      return response.json().taskId as string;
    },
    async finished(taskId) {
      // Up to 120 s: a hang guard, not a speed target (a task takes seconds on a heavily loaded machine).
      for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
        const status = (await request('GET', `/analytics/indexer/v1/task/${taskId}/status`)).json().status;
        if (status.statusCode !== 'RUNNING') return status;
        await new Promise((done) => setTimeout(done, 10));
      }
      return assert.fail(`task ${taskId} still running after 120 s`);
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const literal = (value: unknown): string => `'${JSON.stringify(value).replace(/'/g, "''")}'`;

/** TABLE(EXTERN(...)) over inline CSV lines with string columns, or the types given as `name:type`. */
export function inlineCsv(lines: readonly string[], columns: readonly string[]): string {
  const signature = columns.map((column) => {
    const [name = column, type = 'string'] = column.split(':');
    return { name, type };
  });
  const source = { type: 'inline', data: lines.join('\n') };
  const format = { type: 'csv', columns: signature.map((c) => c.name) };
  return `TABLE(EXTERN(${literal(source)}, ${literal(format)}, ${literal(signature)}))`;
}

/** An INSERT counting the 10^12 combinations of twelve copies of ten rows: runs until it is shut down. */
export function slowInsert(datasource: string): string {
  const ten = inlineCsv(
    Array.from({ length: 10 }, (_, n) => String(n)),
    ['n:long'],
  );
  const copies = Array.from({ length: 12 }, (_, i) => `${ten} AS "t${i}"`);
  return `INSERT INTO "${datasource}" SELECT COUNT(*) AS "c" FROM ${copies.join(' CROSS JOIN ')} PARTITIONED BY ALL`;
}
