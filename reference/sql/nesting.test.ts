// Too-deep queries are refused with a 400 naming the limit, fast, never with a stack overflow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeStatement } from './analyzer/analyze.ts';
import { SqlError } from './errors.ts';
import { MAX_NESTING, MAX_TOKENS, MAX_TREE_DEPTH } from './nesting.ts';
import { parseStatement } from './parse.ts';

// How fast the refusals come is `npm run bench:attacks`'s to measure: a test that times them fails on a loaded machine.
const refusedDeep = (query: string): void => {
  assert.throws(
    () => parseStatement(query),
    (error: unknown) =>
      error instanceof SqlError && error.kind === 'resourceLimit' && /nested too deeply/.test(error.message),
  );
};

test('500 nested parentheses, CASE levels or subqueries are refused before parsing', () => {
  refusedDeep(`SELECT ${'('.repeat(500)}1${')'.repeat(500)}`);
  refusedDeep(`SELECT ${'CASE WHEN 1=1 THEN '.repeat(500)}1${' END'.repeat(500)}`);
  refusedDeep(`SELECT * FROM ${'(SELECT * FROM '.repeat(500)}(SELECT 1)${')'.repeat(500)}`);
  refusedDeep(`SELECT ARRAY${'['.repeat(500)}1${']'.repeat(500)}`);
});

test('a 4,000-term chain and 3,000 unary operators are refused by the tree depth', () => {
  refusedDeep(`SELECT 1${'+1'.repeat(4_000)}`);
  refusedDeep(`SELECT ${'- '.repeat(3000)}1`);
  refusedDeep(`SELECT ${'NOT '.repeat(3000)}TRUE`);
  refusedDeep(`SELECT 1 FROM t WHERE ${Array.from({ length: 2000 }, (_, i) => `a = ${i}`).join(' OR ')}`);
});

test('nesting just within the limits still parses', () => {
  parseStatement(`SELECT ${'('.repeat(MAX_NESTING)}1${')'.repeat(MAX_NESTING)}`);
  parseStatement(`SELECT 1${'+1'.repeat(MAX_TREE_DEPTH - 10)}`);
});

test('a stack overflow in analysis is the same refusal', () => {
  // A statement built by hand past the parser's bounds: the analyzer's recursion overflows and is caught.
  let expression: unknown = { kind: 'literal', type: 'number', value: '1', span: span() };
  for (let i = 0; i < 20_000; i++)
    expression = { kind: 'binary', op: '+', left: expression, right: expression, span: span() };
  const statement = parseStatement('SELECT 1') as unknown as {
    query: { body: { items: Array<{ expression: unknown }> } };
  };
  const item = statement.query.body.items[0];
  if (item) item.expression = expression;
  assert.throws(
    () => analyzeStatement(statement as never, options()),
    (error: unknown) => error instanceof SqlError && error.kind === 'resourceLimit',
  );
});

function span() {
  return { line: 1, column: 1, endLine: 1, endColumn: 1, startOffset: 0, endOffset: 0 };
}

function options() {
  return {
    catalog: { resolve: () => undefined, tables: () => [] },
    zone: 'UTC',
    now: 0,
    parameters: [],
    allowExternal: false,
    approximateCountDistinct: true,
  } as never;
}

test('a statement of more than MAX_TOKENS tokens is refused before it is parsed, in milliseconds', () => {
  const inList = (values: number) =>
    `SELECT 1 FROM t WHERE a IN (${Array.from({ length: values }, (_, i) => i).join(', ')})`;
  const tooLong = (query: string) => {
    assert.throws(
      () => parseStatement(query),
      (error: unknown) =>
        error instanceof SqlError &&
        error.kind === 'resourceLimit' &&
        error.message ===
          `The query is too long: more than ${MAX_TOKENS} tokens (the limit is ${MAX_TOKENS})`,
    );
  };
  tooLong(`SELECT 1${'+1'.repeat(100_000)}`);
  tooLong(inList(MAX_TOKENS / 2 + 1));
  tooLong(`SELECT ${"'x', ".repeat(2_000_000)}1`);
  tooLong(`SELECT 1${'+1'.repeat(10_000)}`);
  // Comments and long literals are one token each: the rough count does not refuse them.
  parseStatement(`SELECT '${'x'.repeat(MAX_TOKENS * 2)}' -- ${'y '.repeat(MAX_TOKENS)}\n`);
  parseStatement(inList(MAX_TOKENS / 2 - 10));
});
