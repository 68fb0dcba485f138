// On a socket: requests larger than the HTTP parser takes are answered 414 or 431 with the error body (docs/facts/http.md §http.5).
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { MAX_URI_LENGTH } from './http-habits.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(() => t.close());

/** Sends raw bytes on a socket to the listening app and returns the status line and body. */
async function raw(server: TestServer, request: string): Promise<string> {
  const address = server.server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test('on a socket: a URI or headers beyond the parser limit are a 414 or 431 with an error body', async () => {
  await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  const uri = await raw(t, `GET /analytics/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  assert.match(uri, /^HTTP\/1\.1 414 /);
  assert.match(uri, /\r\n\r\n\{"error":"[^"]+"\}$/);
  const headers = await raw(
    t,
    `GET /status/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  assert.match(headers, /^HTTP\/1\.1 431 /);
  assert.match(headers, /\r\n\r\n\{"error":"[^"]+"\}$/);
  const middle = await raw(
    t,
    `GET /analytics/${'a'.repeat(MAX_URI_LENGTH)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  assert.match(middle, /^HTTP\/1\.1 414 /);
});
