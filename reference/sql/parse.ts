// The SQL front door: text → one Statement (lex, reject unsupported statements, parse, build the AST).
import type { IToken } from 'chevrotain';
import { buildStatement } from './ast/build.ts';
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

// Valid SQL this engine never runs; caught by the first word, before the grammar would call it a syntax error.
const UNSUPPORTED = new Set(['UPDATE', 'DELETE', 'MERGE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE']);

/** Parses one statement, with an optional trailing `;`. Throws SqlError (parse, unsupported, validation). */
export function parseStatement(text: string): Statement {
  checkQueryLength(text);
  const tokens = tokenize(text);
  checkTokenCount(tokens);
  rejectUnsupported(tokens[0]);
  checkTokenNesting(tokens);
  const { cst, error } = withinStack(() => parseTokens(tokens));
  if (error !== undefined) throw syntaxError(error, tokens);
  const statement = withinStack(() => buildStatement(cst));
  checkTreeDepth(statement);
  checkSubqueries(statement);
  return statement;
}

function rejectUnsupported(first: IToken | undefined): void {
  if (first === undefined || first.tokenType !== Identifier) return;
  const word = first.image.toUpperCase();
  if (UNSUPPORTED.has(word)) {
    throw new SqlError('unsupported', `Unsupported SQL statement [${word}]`, tokenSpan(first));
  }
}
