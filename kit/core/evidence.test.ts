// Unit tests for the evidence of one HTTP exchange: a copy-pasteable curl command without secrets.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { ANSWER_MARK, evidence } from './evidence.ts';

const OK = { status: 200, headers: { 'content-type': 'application/json' }, text: '{"a":1}' };

test('the base URL is $TARGET_URL and the kit credentials are the environment variables', () => {
  const text = evidence({ method: 'GET', url: '/analytics/v2/sql?x=1', headers: {} }, OK, {
    kitCredentials: true,
  });
  assert.equal(
    text,
    `curl -i -X GET -u "$TARGET_USER:$TARGET_PASSWORD" "$TARGET_URL/analytics/v2/sql?x=1"\n\n${ANSWER_MARK}200, Content-Type: application/json\n{"a":1}`,
  );
});

test("a request's own Authorization header is redacted and replaces the kit credentials", () => {
  const request = {
    method: 'POST' as const,
    url: '/analytics/v2/sql',
    body: `{"query":"SELECT 'it''s'"}`,
    headers: { 'Content-Type': 'application/json', Authorization: 'Basic dXNlcjpzZWNyZXQ=' },
  };
  const text = evidence(request, OK, { kitCredentials: true });
  assert.ok(!text.includes('dXNlcjpzZWNyZXQ='));
  assert.ok(!text.includes('-u '));
  assert.match(text, /-H 'Authorization: \*\*\*'/);
  const none = evidence({ ...request, headers: { Authorization: '' } }, OK, { kitCredentials: true });
  assert.ok(!none.includes('Authorization') && !none.includes('-u '));
});

test('the command is valid shell: the quoted body and URL reach curl unchanged', () => {
  const request = {
    method: 'POST' as const,
    url: '/analytics/v2/sql?q=$HOME`x`"',
    body: `{"query":"SELECT 'a' || \\"b\\" -- $x\nnext line"}`,
    headers: {},
  };
  const command = evidence(request, OK, { kitCredentials: false }).split('\n\n')[0] ?? '';
  // Replace curl by printf to see the arguments the shell would pass.
  const printed = execFileSync('sh', ['-c', `printf '%s\\n' ${command.slice('curl '.length)}`], {
    encoding: 'utf8',
    env: { TARGET_URL: 'http://host:1' },
  });
  assert.deepEqual(printed.trimEnd().split('\n'), [
    '-i',
    '-X',
    'POST',
    'http://host:1/analytics/v2/sql?q=$HOME`x`"',
    '--data-raw',
    ...request.body.split('\n'),
  ]);
});

test('long bodies are cut and empty ones named', () => {
  const long = evidence(
    { method: 'GET', url: '/x', headers: {} },
    { status: 500, headers: {}, text: 'y'.repeat(5000) },
    { kitCredentials: false },
  );
  assert.match(long, /→ 500, Content-Type: \(none\)\ny{4000}… \(5000 chars\)$/);
  const empty = evidence(
    { method: 'DELETE', url: '/x', headers: {} },
    { status: 204, headers: {}, text: '' },
    {
      kitCredentials: false,
    },
  );
  assert.match(empty, /\(empty body\)$/);
});
