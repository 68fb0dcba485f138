// The SQL front door: text → one Statement and the SETs before it (lex, reject unsupported statements, parse, build).
import type { IToken } from 'chevrotain';
import { buildStatementList } from './ast/build.ts';
import type { Statement } from './ast/nodes.ts';
import { SqlError } from './errors.ts';
import { tokenize } from './lexer/lexer.ts';
import { tokenSpan } from './lexer/spans.ts';
import { Identifier } from './lexer/tokens.ts';
import {
  checkQueryLength,
  checkSubqueries,
  checkTokenCount,
  checkTokenNesting,
  checkTreeDepth,
  withinStack,
} from './nesting.ts';
import { parseTokens } from './parser/parser.ts';
import { syntaxError } from './parser/syntax-error.ts';
import { type ParsedStatementList, statementWithSettings } from './statement-list.ts';

// Valid SQL this engine never runs; caught by the first word, before the grammar would call it a syntax error.
const UNSUPPORTED = new Set(['UPDATE', 'DELETE', 'MERGE']);
// DDL: the real system's grammar has none of it, and answers a syntax error at the first word (§sql.34).
const DDL = new Set(['CREATE', 'DROP', 'ALTER', 'TRUNCATE']);

/** Parses one statement, with an optional trailing `;`, and the SETs before it. Throws SqlError. */
export function parseStatementList(text: string): ParsedStatementList {
  checkQueryLength(text);
  const tokens = tokenize(text);
  checkTokenCount(tokens);
  rejectUnsupported(tokens[0], tokens[1]);
  checkTokenNesting(tokens);
  const { cst, error } = withinStack(() => parseTokens(tokens));
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
  if (UNSUPPORTED.has(word))
    throw new SqlError('unsupported', `Unsupported SQL statement [${word}]`, tokenSpan(first));
  if (DDL.has(word))
    throw new SqlError(
      'parse',
      `Incorrect syntax near the keyword '${word}' at line ${first.startLine ?? 1}, column ${first.startColumn ?? 1}.`,
      undefined,
      { token: first.image },
    );
}
