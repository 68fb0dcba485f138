// Words syntax errors as Druid does: the unexpected token (or end of input), where it is, what would have fitted.
import { EOF, type IToken } from 'chevrotain';
import { SqlError } from '../errors.ts';
import { spanAfter, tokenSpan } from '../lexer/spans.ts';
import { optionsAfterComparison } from './calcite-expected.ts';

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

/**
 * `= :name`: a named parameter, which the real system's grammar lacks. It reports the `=` and the colon as one
 * unexpected token, at the `=`, with what may follow a WHERE condition (recorded 36 `-089-`, live 33; §sql.60).
 * Undefined when the lexical error is not a colon right after `=`.
 */
export function namedParameterError(error: unknown, text: string): SqlError | undefined {
  if (!(error instanceof SqlError) || error.details.token !== ':' || error.span === undefined)
    return undefined;
  const before = text.slice(0, error.span.startOffset).trimEnd();
  if (!before.endsWith('=') || /[<>!]$/.test(before.slice(0, -1))) return undefined;
  const offset = before.length - 1;
  const lines = text.slice(0, offset).split('\n');
  const line = String(lines.length);
  const column = String((lines[lines.length - 1] ?? '').length + 1);
  const expected = optionsAfterComparison();
  return new SqlError(
    'parse',
    `Received an unexpected token [= :] (line [${line}], column [${column}]), acceptable options: ${expected}`,
    undefined,
    { line, column, endLine: line, endColumn: column, token: '= :', expected },
  );
}
