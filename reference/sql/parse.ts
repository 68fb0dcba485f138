// The SQL front door: text → one Statement and the SETs before it (lex, reject unsupported statements, parse, build).

import type { IToken } from 'chevrotain';
import { lookupTable } from '../json/keyed.ts';
import { buildStatementList } from './ast/build.ts';
import type { Statement } from './ast/nodes.ts';
import { SqlError } from './errors.ts';
import { tokenize } from './lexer/lexer.ts';
import { Identifier } from './lexer/tokens.ts';
import {
  checkQueryLength,
  checkSubqueries,
  checkTokenCount,
  checkTokenNesting,
  checkTreeDepth,
  withinStack,
} from './nesting.ts';
import { statementStartExpected } from './parser/calcite-expected.ts';
import { parseTokens } from './parser/parser.ts';
import { namedParameterError, syntaxError } from './parser/syntax-error.ts';
import { type ParsedStatementList, statementWithSettings } from './statement-list.ts';

// Valid SQL this engine never runs; caught by the first word, before the grammar would call it a syntax error.
const UNSUPPORTED = new Set(['UPDATE', 'DELETE', 'MERGE']);
// Keywords of the real system's grammar that begin no statement it has: DDL and transactions (§sql.34, §sql.60).
const NOT_A_STATEMENT = new Set([
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'START',
  'GRANT',
  'REVOKE',
  'SHOW',
  'DECLARE',
]);

/** What the real system answers an UPSERT on the task endpoint (recorded 36 `-118-`, live 27). */
export const UPSERT_REFUSAL = 'UPSERT is not supported.';
// Statements the real system parses but does not run, by the kind its refusal names (live 33).
const STATEMENT_KINDS: Readonly<Record<string, string>> = lookupTable({
  DESCRIBE: 'DESCRIBE_TABLE',
  CALL: 'PROCEDURE_CALL',
});

/** Parses one statement, with an optional trailing `;`, and the SETs before it. Throws SqlError. */
export function parseStatementList(text: string): ParsedStatementList {
  checkQueryLength(text);
  const tokens = tokenizeWithNamedParameters(text);
  checkTokenCount(tokens);
  rejectUnsupported(tokens[0], tokens[1]);
  checkTokenNesting(tokens);
  const { cst, error } = withinStack(() => parseTokens(tokens));
  // A text that begins with a plain word is read there as an expression, which is not a query (live 33: `SELEC 1`,
  // `FOO BAR`; recorded 36 `-095-`; §sql.60).
  if (error !== undefined && tokens[0]?.tokenType === Identifier)
    throw new SqlError('parse', 'Non-query expression encountered in illegal context');
  if (error !== undefined) throw syntaxError(error, tokens);
  const items = withinStack(() => buildStatementList(cst));
  checkTreeDepth(items);
  const list = statementWithSettings(items, text);
  checkSubqueries(list.statement);
  return list;
}

/** Parses the statement of a text that holds no SET statement (or whose SETs do not matter to the caller). */
export function parseStatement(text: string): Statement {
  return parseStatementList(text).statement;
}

function rejectUnsupported(first: IToken | undefined, second: IToken | undefined): void {
  if (first === undefined || first.tokenType !== Identifier) return;
  const word = first.image.toUpperCase();
  const next = second?.image.toUpperCase();
  // ALTER SYSTEM / ALTER SESSION parse in the real system as SET options it does not run.
  if (word === 'ALTER' && (next === 'SYSTEM' || next === 'SESSION'))
    throw new SqlError('unsupported', 'Unsupported SQL statement [SET_OPTION]');
  // The real system names the statement without a position (live 33, recorded 36: `-025-`, `-029-`).
  if (UNSUPPORTED.has(word)) throw new SqlError('unsupported', `Unsupported SQL statement [${word}]`);
  // UPSERT parses there as an INSERT; the query endpoint refuses it as one, the task endpoint by name (§sql.60).
  if (word === 'UPSERT') throw new SqlError('unsupported', UPSERT_REFUSAL);
  if (word === 'RESET') throw new SqlError('unsupported', 'Unsupported SQL statement [SET_OPTION]');
  const kind = STATEMENT_KINDS[word];
  if (kind !== undefined) throw new SqlError('unsupported', `Unsupported SQL statement [${kind}]`);
  if (NOT_A_STATEMENT.has(word)) {
    const where = `at line ${first.startLine ?? 1}, column ${first.startColumn ?? 1}.`;
    // TRUNCATE's list differs (it may also begin an expression); the first line is the same.
    const expected = word === 'TRUNCATE' ? '' : `\n${statementStartExpected(word)}`;
    throw new SqlError(
      'parse',
      `Incorrect syntax near the keyword '${word}' ${where}${expected}`,
      undefined,
      {},
      {
        notAStatement: true,
      },
    );
  }
}

/** The tokens of a text; `= :name` (a named parameter, which the real system lacks) is its parse error (§sql.60). */
function tokenizeWithNamedParameters(text: string) {
  try {
    return tokenize(text);
  } catch (error) {
    throw namedParameterError(error, text) ?? error;
  }
}
