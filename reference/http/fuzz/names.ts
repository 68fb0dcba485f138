// Hostile names for the fuzz test: what a client might send where a name or a path segment is expected.
import { HOSTILE_NAMES } from './hostile-names.ts';
import type { Random } from './random.ts';

/** Text a client might send where a name is expected: ordinary, empty, hostile, long, unicode. */
const NAME_TEXTS = [
  'wiki',
  '_default',
  'kit_fuzz',
  '',
  '.',
  '..',
  '.hidden',
  'a b',
  'a\u0000b',
  'tab\tname',
  'line\nbreak',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\uffff',
  '🙂',
  'שלום',
  'é',
  "quote'd",
  'double"quote',
  'back\\slash',
  '%',
  '%00',
  '%ZZ',
  '?x=1',
  '#frag',
  '<script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder text is hostile input here
  '${unique}',
  'null',
  'undefined',
  '-1',
  '0',
  '99999999999999999999',
  'query-00000000-0000-0000-0000-000000000000',
  'wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_v1',
  // Names a plain object already answers to (issue 30): the hostile-names family sends them everywhere.
  ...HOSTILE_NAMES,
];

/** A text for a name: from the list, sometimes repeated long or glued to another. */
export function nameText(r: Random): string {
  const base = r.pick(NAME_TEXTS);
  if (r.chance(0.1)) return base.repeat(1 + r.int(400)) || 'x'.repeat(1 + r.int(3000));
  if (r.chance(0.15)) return base + r.pick(NAME_TEXTS);
  return base;
}

/** A path segment: the text percent-encoded as a client would, or raw hostile escapes. */
export function pathSegment(r: Random): string {
  if (r.chance(0.1))
    return r.pick(['%00', '%ZZ', '%', '%2F', '%ED%A0%80', '%C0%AF', '%ff%fe', '..', '.', '%2e%2e']);
  const text = nameText(r);
  return wellFormed(text) ? encodeURIComponent(text) : '%ED%A0%80';
}

/** No lone surrogate (String.prototype.isWellFormed, not in this project's TypeScript lib). */
const wellFormed = (text: string): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
