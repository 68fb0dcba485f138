// The fault proxy passes exchanges through unchanged and rewrites only what its fault matches.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { startFaultProxy } from './proxy.ts';

let upstream: Server;
let upstreamUrl = '';

// An upstream that echoes what it received, so a test sees the request the proxy forwarded.
before(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const status = request.url?.startsWith('/missing') ? 404 : 200;
      response.writeHead(status, { 'content-type': 'application/json', 'x-echo': 'yes' });
      response.end(JSON.stringify({ method: request.method, url: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

test('without a fault the proxy passes status, headers and body through', async () => {
  const proxy = await startFaultProxy(upstreamUrl);
  try {
    const response = await fetch(`${proxy.url}/missing?a=1`, { method: 'POST', body: '{"x":1}' });
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('x-echo'), 'yes');
    assert.deepEqual(await response.json(), { method: 'POST', url: '/missing?a=1', body: '{"x":1}' });
    assert.equal(proxy.matched(), 0);
  } finally {
    await proxy.close();
  }
});

test('a fault rewrites the requests and responses it matches, and only those', async () => {
  const proxy = await startFaultProxy(upstreamUrl, {
    matches: (request) => request.url.startsWith('/faulty'),
    rewriteRequest: (request) => ({ ...request, body: 'changed' }),
    rewriteResponse: (response) => ({ ...response, status: 418, headers: { 'x-fault': 'on' } }),
  });
  try {
    const faulty = await fetch(`${proxy.url}/faulty`, { method: 'POST', body: 'original' });
    assert.equal(faulty.status, 418);
    assert.equal(faulty.headers.get('x-fault'), 'on');
    assert.equal(faulty.headers.get('x-echo'), null);
    assert.equal(((await faulty.json()) as { body: string }).body, 'changed');
    const clean = await fetch(`${proxy.url}/clean`, { method: 'POST', body: 'original' });
    assert.equal(clean.status, 200);
    assert.equal(((await clean.json()) as { body: string }).body, 'original');
    assert.equal(proxy.matched(), 1);
  } finally {
    await proxy.close();
  }
});

test('an unreachable target is a 502 that says so', async () => {
  const proxy = await startFaultProxy('http://127.0.0.1:1');
  try {
    const response = await fetch(`${proxy.url}/anything`);
    assert.equal(response.status, 502);
    assert.match(await response.text(), /target unreachable/);
  } finally {
    await proxy.close();
  }
});
