// Words syntax errors as Druid does: the unexpected token (or end of input), where it is, what would have fitted.
import { EOF, type IToken } from 'chevrotain';
import { SqlError } from '../errors.ts';
import { spanAfter, tokenSpan } from '../lexer/spans.ts';

/** `Received an unexpected token [x]`; `expected` is the short list of acceptable tokens, if known. */
export function unexpectedToken(token: IToken, expected = ''): SqlError {
  return new SqlError('parse', `Received an unexpected token [${token.image}]`, tokenSpan(token), {
    token: token.image,
    expected,
  });
}

/** `Received an unexpected end of input`, placed at the last token, as the real system reports it. */
export function unexpectedEnd(lastToken: IToken | undefined, expected = ''): SqlError {
  const span = lastToken ? tokenSpan(lastToken) : spanAfter(lastToken);
  return new SqlError('parse', 'Received an unexpected end of input', span, { expected });
}

/** The SqlError for a chevrotain recognition error, whose message parser.ts made the expected-token list. */
export function syntaxError(error: { message: string; token: IToken }, tokens: readonly IToken[]): SqlError {
  if (error.token.tokenType === EOF) return unexpectedEnd(tokens[tokens.length - 1], error.message);
  return unexpectedToken(error.token, error.message);
}
