// Source spans from chevrotain tokens: their ends are inclusive, a Span's are exclusive.
import type { IToken } from 'chevrotain';
import type { Span } from '../ast/nodes.ts';

export function tokenSpan(token: IToken): Span {
  return {
    startOffset: token.startOffset,
    endOffset: (token.endOffset ?? token.startOffset) + 1,
    line: token.startLine ?? 1,
    column: token.startColumn ?? 1,
    endLine: token.endLine ?? token.startLine ?? 1,
    endColumn: (token.endColumn ?? token.startColumn ?? 0) + 1,
  };
}

/** From the start of `start` to the end of `end`, each a token or an already built span. */
export function spanBetween(start: IToken | Span, end: IToken | Span): Span {
  const startIsToken = 'image' in start;
  const endIsToken = 'image' in end;
  return {
    startOffset: start.startOffset,
    endOffset: endIsToken ? (end.endOffset ?? end.startOffset) + 1 : end.endOffset,
    line: startIsToken ? (start.startLine ?? 1) : start.line,
    column: startIsToken ? (start.startColumn ?? 1) : start.column,
    endLine: endIsToken ? (end.endLine ?? 1) : end.endLine,
    endColumn: endIsToken ? (end.endColumn ?? 0) + 1 : end.endColumn,
  };
}

/** An empty span just after `token`, or at the very start when there is none: where input ran out. */
export function spanAfter(token: IToken | undefined): Span {
  if (token === undefined) {
    return { startOffset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };
  }
  const offset = (token.endOffset ?? token.startOffset) + 1;
  const line = token.endLine ?? 1;
  const column = (token.endColumn ?? 0) + 1;
  return { startOffset: offset, endOffset: offset, line, column, endLine: line, endColumn: column };
}
