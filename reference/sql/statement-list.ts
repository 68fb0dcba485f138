// A statement list: SET statements, then the one statement to run. The SETs become query context values that
// override the request's `context`, as Druid 36/37 take them (docs/facts/sql.md §sql.32, §sql.33).
import { setEntry } from '../json/keyed.ts';
import type { Expression, Statement, StatementItem } from './ast/nodes.ts';
import { SqlError } from './errors.ts';

/** A query context value a SET may give: what its literal means in JSON. */
export type SetValue = string | number | boolean | null;

export interface ParsedStatementList {
  readonly statement: Statement;
  /** The SET statements' keys and values, in order (a later SET of a key wins). */
  readonly settings: Readonly<Record<string, SetValue>>;
}

/** The statement and its settings; throws SqlError when the list is not `SET …; … SET …; <statement>`. */
export function statementWithSettings(items: readonly StatementItem[], text: string): ParsedStatementList {
  const settings: Record<string, SetValue> = {};
  let statement: Statement | undefined;
  items.forEach((item, index) => {
    if (item.kind === 'set') {
      setEntry(
        settings,
        item.key.name,
        setValue(item.value, text.slice(item.span.startOffset, item.span.endOffset)),
      );
      return;
    }
    if (index < items.length - 1)
      throw new SqlError(
        'validation',
        `Only SET statements can appear before the final statement in a statement list, but found non-SET statement[${firstLine(text.slice(item.span.startOffset, item.span.endOffset))}]`,
        // Named by its text only, no position, as Druid 36 answers (recorded `-111-`; docs/facts/sql.md §sql.60).
      );
    statement = item;
  });
  if (statement === undefined)
    throw new SqlError('validation', 'Statement list is missing a non-SET statement to execute');
  return { statement, settings };
}

const MAX_QUOTED = 200;

/** The start of a statement for a message: its first line, at most MAX_QUOTED characters. */
function firstLine(text: string): string {
  const line = text.split(/\r?\n/)[0] ?? '';
  return line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED)}…` : line;
}

/** The context value of a SET's literal; anything but a literal (or a signed number) is refused. */
function setValue(value: Expression, statementText: string): SetValue {
  const negated = value.kind === 'unary' && value.operator === '-' ? value.operand : undefined;
  const literal = negated ?? value;
  if (literal.kind !== 'literal' || (negated !== undefined && literal.type !== 'number'))
    throw new SqlError(
      'validation',
      `Assigned value must be a literal for SET statement[${firstLine(statementText)}]`,
      value.span,
    );
  switch (literal.type) {
    case 'string':
    case 'timestamp':
    case 'date':
      return literal.value;
    case 'boolean':
      return literal.value.toUpperCase() === 'TRUE';
    case 'null':
      return null;
    case 'number': {
      const text = negated === undefined ? literal.value : `-${literal.value}`;
      const number = Number(text);
      // An integer a double cannot hold exactly stays text rather than change its value.
      return /^-?\d+$/.test(text) && !Number.isSafeInteger(number) ? text : number;
    }
    case 'interval':
      throw new SqlError('validation', 'Unsupported type for SET[INTERVAL]', value.span);
  }
}
