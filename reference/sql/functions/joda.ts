// Converts Joda-Time patterns (TIME_PARSE, TIME_FORMAT) into strftime / strptime formats of the executor.

import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';

const TOKENS: readonly [RegExp, string][] = [
  [/^yyyy/, '%Y'],
  [/^YYYY/, '%Y'],
  [/^yy/, '%y'],
  [/^MMMM/, '%B'],
  [/^MMM/, '%b'],
  [/^MM/, '%m'],
  [/^M/, '%-m'],
  [/^dd/, '%d'],
  [/^d/, '%-d'],
  [/^DDD/, '%j'],
  [/^HH/, '%H'],
  [/^H/, '%-H'],
  [/^hh/, '%I'],
  [/^h/, '%-I'],
  [/^mm/, '%M'],
  [/^m/, '%-M'],
  [/^ss/, '%S'],
  [/^s/, '%-S'],
  [/^SSS/, '%g'],
  [/^a/, '%p'],
  [/^EEEE/, '%A'],
  [/^E{1,3}/, '%a'],
  [/^e/, '%u'],
  [/^ww/, '%V'],
  // The executor's strftime has no unpadded ISO week: the formatter fills it (time-format.ts).
  [/^w/, '\u0000W'],
  [/^x{3,}/, '%G'],
  [/^k/, '\u0000k'],
  [/^K/, '\u0000K'],
  [/^G/, 'AD'],
  [/^C/, '\u0000C'],
  [/^D/, '%-j'],
  [/^Y{3,}/, '%Y'],
  // Offsets and zone names are markers the formatter fills (time-format.ts).
  [/^ZZZ+/, '\u0000I'],
  [/^ZZ/, '\u0000:'],
  [/^Z/, '\u0000O'],
  [/^z{4,}/, '\u0000L'],
  [/^z{1,3}/, '\u0000N'],
];

/** The strftime/strptime format of a Joda pattern; offsets become a \u0000Z marker the caller fills. */
export function jodaToStrftime(pattern: string, span: Span): string {
  let rest = pattern;
  let out = '';
  while (rest.length > 0) {
    if (rest.startsWith("''")) {
      out += "'";
      rest = rest.slice(2);
      continue;
    }
    if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      if (end < 0) throw new SqlError('validation', `Unterminated quote in time pattern '${pattern}'`, span);
      out += rest.slice(1, end).replace(/%/g, '%%');
      rest = rest.slice(end + 1);
      continue;
    }
    const token = TOKENS.find(([regex]) => regex.test(rest));
    if (token) {
      const match = token[0].exec(rest)?.[0] ?? '';
      out += token[1];
      rest = rest.slice(match.length);
      continue;
    }
    const char = rest[0] ?? '';
    if (/[A-Za-z]/.test(char))
      throw new SqlError('validation', `Unsupported letter '${char}' in time pattern '${pattern}'`, span);
    out += char === '%' ? '%%' : char;
    rest = rest.slice(1);
  }
  return out;
}
