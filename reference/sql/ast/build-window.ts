// CST → AST for ORDER BY items and a window function's OVER clause.
import { spanBetween } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import type {
  FrameBoundCstNode,
  OrderItemCstNode,
  OverClauseCstNode,
  WindowFrameCstNode,
} from '../parser/generated/cst.ts';
import { all, first, one, recurse } from './build-support.ts';
import type { FrameBound, OrderItem, WindowFrame, WindowSpec } from './nodes.ts';

export function buildOrderItem(cst: OrderItemCstNode): OrderItem {
  const c = cst.children;
  const expression = recurse.expression(one(c.expression));
  const direction = first(c.direction);
  const nulls = first(c.nulls);
  return {
    kind: 'orderItem',
    expression,
    direction: direction?.tokenType === T.DESC ? 'DESC' : 'ASC',
    nulls: nulls === undefined ? undefined : nulls.tokenType === T.FIRST ? 'FIRST' : 'LAST',
    span: spanBetween(expression.span, nulls ?? direction ?? expression.span),
  };
}

function buildBound(cst: FrameBoundCstNode): FrameBound {
  const c = cst.children;
  if (c.CURRENT !== undefined) return { kind: 'current', direction: undefined, offset: undefined };
  const direction = one(c.direction).tokenType === T.PRECEDING ? 'PRECEDING' : 'FOLLOWING';
  const offset = first(c.offset);
  return offset === undefined
    ? { kind: 'unbounded', direction, offset: undefined }
    : { kind: 'offset', direction, offset: Number(offset.image) };
}

function buildFrame(cst: WindowFrameCstNode): WindowFrame {
  const c = cst.children;
  const unit = one(c.unit);
  const [start, end] = [one(c.start), first(c.end)];
  return {
    unit: unit.tokenType === T.RANGE ? 'RANGE' : 'ROWS',
    start: buildBound(start),
    end: end === undefined ? undefined : buildBound(end),
    span: spanBetween(unit, unit),
  };
}

export function buildWindow(cst: OverClauseCstNode): WindowSpec {
  const c = cst.children;
  const frame = first(c.windowFrame);
  return {
    kind: 'window',
    partition: all(c.partition).map((node) => recurse.expression(node)),
    orderBy: all(c.orderItem).map(buildOrderItem),
    frame: frame === undefined ? undefined : buildFrame(frame),
    span: spanBetween(one(c.OVER), one(c.RParen)),
  };
}
