// Parser tests for failures: syntax and lexical errors with their positions, unsupported statements.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SqlError } from './errors.ts';
import { parseStatement } from './parse.ts';

function failure(sql: string): SqlError {
  try {
    parseStatement(sql);
  } catch (error) {
    if (error instanceof SqlError) return error;
    throw error;
  }
  assert.fail(`expected ${JSON.stringify(sql)} to fail`);
}

describe('parseStatement: errors', () => {
  it('reports an unexpected token with its position and the acceptable tokens', () => {
    const error = failure('SELECT FROM t');
    assert.equal(error.kind, 'parse');
    assert.equal(error.message, 'Received an unexpected token [FROM] (line [1], column [8])');
    assert.equal(error.details.token, 'FROM');
    assert.match(error.details.expected ?? '', /identifier/);
    assert.deepEqual(error.span, {
      startOffset: 7,
      endOffset: 11,
      line: 1,
      column: 8,
      endLine: 1,
      endColumn: 12,
    });
  });

  it('reports the end of input at the last token', () => {
    assert.equal(
      failure('SELECT 1 +').message,
      'Received an unexpected end of input (line [1], column [10])',
    );
    assert.equal(
      failure('SELECT * FROM t WHERE  ').message,
      'Received an unexpected end of input (line [1], column [17])',
    );
  });

  it('reports empty text as an unexpected end of input', () => {
    for (const sql of ['', '   \n ', '-- just a comment', '/* nothing */']) {
      assert.equal(failure(sql).message, 'Received an unexpected end of input (line [1], column [1])');
    }
  });

  it('reports lexical errors', () => {
    assert.equal(failure("SELECT 'abc").message, 'Unterminated string literal (line [1], column [8])');
    assert.equal(failure('SELECT "abc').message, 'Unterminated quoted identifier (line [1], column [8])');
    assert.equal(
      failure('SELECT `a` FROM t').message,
      'Lexical error: unexpected character [`] (line [1], column [8])',
    );
    assert.equal(failure('SELECT a # b').kind, 'parse');
  });

  it('points into later lines of a multi-line query', () => {
    const error = failure('SELECT a,\n  b c d\nFROM t');
    assert.equal(error.message, 'Received an unexpected token [d] (line [2], column [7])');
    assert.equal(
      failure('SELECT *\nFROM t\nWHERE x = = 1').message,
      'Received an unexpected token [=] (line [3], column [11])',
    );
  });

  it('rejects UPDATE, DELETE and MERGE as unsupported statements, named without a position (§sql.2)', () => {
    const error = failure('UPDATE t SET a = 1');
    assert.equal(error.kind, 'unsupported');
    assert.equal(error.message, 'Unsupported SQL statement [UPDATE]');
    assert.equal(error.span, undefined);
    for (const word of ['delete', 'MERGE']) {
      const other = failure(`${word} something`);
      assert.equal(other.kind, 'unsupported');
      assert.equal(other.message, `Unsupported SQL statement [${word.toUpperCase()}]`);
    }
    assert.equal(failure('DESCRIBE t').message, 'Unsupported SQL statement [DESCRIBE_TABLE]');
    assert.equal(failure('call f()').message, 'Unsupported SQL statement [PROCEDURE_CALL]');
    assert.equal(failure('RESET a').message, 'Unsupported SQL statement [SET_OPTION]');
    assert.equal(
      failure('UPSERT INTO t SELECT 1 AS a PARTITIONED BY ALL').message,
      'UPSERT is not supported.',
    );
  });

  it("rejects DDL and transactions at their first word with Calcite's list of statement starts (§sql.34, §sql.60)", () => {
    for (const word of ['CREATE', 'drop', 'ALTER', 'BEGIN', 'commit', 'ROLLBACK', 'GRANT', 'SHOW']) {
      const error = failure(`  ${word} TABLE t`);
      assert.equal(error.kind, 'parse');
      const [first, second, ...rest] = error.message.split('\n');
      assert.equal(first, `Incorrect syntax near the keyword '${word.toUpperCase()}' at line 1, column 3.`);
      assert.equal(second, 'Was expecting one of:');
      assert.equal(rest[0], '    "INSERT" ...');
      assert.equal(rest.at(-1), '    ');
      assert.equal(rest.includes('    "ALTER" "SYSTEM" ...'), word === 'ALTER');
    }
    assert.equal(
      failure('TRUNCATE TABLE t').message,
      "Incorrect syntax near the keyword 'TRUNCATE' at line 1, column 1.",
    );
    assert.equal(failure('ALTER SYSTEM SET a = 1').message, 'Unsupported SQL statement [SET_OPTION]');
  });

  it('reads a plain word first as a non-query expression (§sql.60)', () => {
    for (const text of ['SELEC 1', 'FOO BAR BAZ', 'use x', 'x = 1']) {
      const error = failure(text);
      assert.equal(error.kind, 'parse');
      assert.equal(error.message, 'Non-query expression encountered in illegal context');
      assert.equal(error.span, undefined);
    }
  });

  it('reports `= :name` as one unexpected token at the `=`, with what may follow a condition (§sql.60)', () => {
    const error = failure('SELECT id FROM t\nWHERE id  =  :id');
    assert.equal(error.kind, 'parse');
    assert.match(
      error.message,
      /^Received an unexpected token \[= :\] \(line \[2\], column \[11\]\), acceptable options: \[<EOF>, "ORDER", /,
    );
    assert.deepEqual(
      { ...error.details, expected: error.details.expected?.slice(0, 16) },
      { line: '2', column: '11', endLine: '2', endColumn: '11', token: '= :', expected: '[<EOF>, "ORDER",' },
    );
    assert.ok(error.details.expected?.endsWith('"=" "ROW", "=" "(", "[", "IS", "FORMAT", "("]'));
    // Elsewhere a colon stays a lexical error.
    assert.match(failure('SELECT :id').message, /^Lexical error: unexpected character \[:\]/);
    assert.match(failure('SELECT 1 WHERE a >= :id').message, /^Lexical error: unexpected character \[:\]/);
  });

  it('rejects what the AST cannot hold', () => {
    assert.match(failure('SELECT (1, 2)').message, /unexpected token \[,\]/);
    assert.match(failure("SELECT a 'x' FROM t").message, /unexpected token \['x'\]/);
    assert.match(failure("SELECT INTERVAL '1' DAYS").message, /unexpected token \[DAYS\]/);
    assert.match(failure('SELECT TRIM(BOTH s)').message, /unexpected token \[\)\]/);
    // Windows parse; a named window does not.
    assert.match(failure('SELECT f(x) OVER w FROM t').message, /unexpected token \[w\]/);
    assert.match(failure('REPLACE INTO t SELECT 1').message, /unexpected token \[SELECT\]/);
    assert.match(
      failure('SELECT 1; SELECT 2').message,
      /^Only SET statements can appear before the final statement in a statement list, but found non-SET statement\[SELECT 1\]/,
    );
    assert.equal(failure('INSERT INTO sys.segments SELECT 1').kind, 'validation');
  });
});
