// Turns query text into tokens: chevrotain lexing, keyword re-tagging, parameter numbering, lexical errors.
import { type ILexingError, type IToken, Lexer } from 'chevrotain';
import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { Colon, Identifier, JSON_OBJECT, keywords, LParen, lexedTokens, Question, RParen } from './tokens.ts';

// Built once: constructing a chevrotain lexer analyses every pattern.
const lexer = new Lexer(lexedTokens, { positionTracking: 'full', ensureOptimizations: true });

const LONGEST_KEYWORD = 17;

/**
 * Tokens of `text`, skipping whitespace and comments. Identifiers spelling a keyword become that keyword
 * (one map look-up instead of a longer_alt pattern per keyword); each `?` carries its 0-based index as payload.
 */
export function tokenize(text: string): IToken[] {
  const result = lexer.tokenize(text);
  const error = result.errors[0];
  if (error !== undefined) throw lexicalError(text, error);
  const tokens = result.tokens;
  let parameters = 0;
  for (const token of tokens) {
    if (token.tokenType === Identifier) {
      if (token.image.length > LONGEST_KEYWORD) continue;
      const keyword = keywords.get(token.image.toUpperCase());
      if (keyword !== undefined) {
        token.tokenType = keyword;
        token.tokenTypeIdx = keyword.tokenTypeIdx as number;
      }
    } else if (token.tokenType === Question) {
      token.payload = parameters++;
    }
  }
  refuseStrayColons(tokens);
  return tokens;
}

/**
 * A colon belongs only directly inside JSON_OBJECT's parentheses (`'a': 1`); anywhere else it is the lexical error it
 * was before the grammar knew it (a named parameter `:id`, §sql.60).
 */
function refuseStrayColons(tokens: readonly IToken[]): void {
  const parentheses: boolean[] = [];
  let previous: IToken | undefined;
  for (const token of tokens) {
    if (token.tokenType === LParen) parentheses.push(previous?.tokenType === JSON_OBJECT);
    else if (token.tokenType === RParen) parentheses.pop();
    else if (token.tokenType === Colon && parentheses[parentheses.length - 1] !== true)
      throw strayColon(token);
    previous = token;
  }
}

function strayColon(token: IToken): SqlError {
  const line = token.startLine ?? 1;
  const column = token.startColumn ?? 1;
  const span: Span = {
    startOffset: token.startOffset,
    endOffset: token.startOffset + 1,
    line,
    column,
    endLine: line,
    endColumn: column + 1,
  };
  return new SqlError('parse', 'Lexical error: unexpected character [:]', span, { token: ':' });
}

function lexicalError(text: string, error: ILexingError): SqlError {
  const character = text.charAt(error.offset);
  // A U&'…' string that never closes fails at its `&`: the `U` alone lexed as an identifier.
  const unicodeString = character === '&' && text.charAt(error.offset + 1) === "'";
  const back = unicodeString ? 1 : 0;
  const line = error.line ?? 1;
  const column = (error.column ?? 1) - back;
  const offset = error.offset - back;
  const span: Span = {
    startOffset: offset,
    endOffset: offset + 1,
    line,
    column,
    endLine: line,
    endColumn: column + 1,
  };
  if (character === "'" || unicodeString) return new SqlError('parse', 'Unterminated string literal', span);
  if (character === '"') return new SqlError('parse', 'Unterminated quoted identifier', span);
  return new SqlError('parse', `Lexical error: unexpected character [${character}]`, span, {
    token: character,
  });
}
