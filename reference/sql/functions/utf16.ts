// Java strings count UTF-16 units: a character past U+FFFF is two (CHAR_LENGTH('😀') is 2, RIGHT and SUBSTRING count
// that way). DuckDB counts code points, so such text is encoded for the count: each of those characters becomes two
// private-use characters, and is decoded back (docs/facts/sql-semantics.md §sql-semantics.4).
import { once } from '../analyzer/java-values.ts';

const ASTRAL = "'[\\x{10000}-\\x{10FFFF}]'";
const HIGH = 0xe000;
const LOW = 0xe400;

/** The text with each character past U+FFFF as two private-use characters (its UTF-16 halves). */
export function encodeUtf16(text: string): string {
  return once(text, (s) => {
    const unit = (c: string) =>
      `CASE WHEN unicode(${c}) >= 65536 THEN chr(${HIGH} + ((unicode(${c}) - 65536) >> 10)) || chr(${LOW} + ((unicode(${c}) - 65536) & 1023)) ELSE ${c} END`;
    return `CASE WHEN regexp_matches(${s}, ${ASTRAL}) THEN array_to_string(list_transform(string_split(${s}, ''), lambda "__u": ${unit('"__u"')}), '') ELSE ${s} END`;
  });
}

/** Pairs of private-use halves back into their characters; a half left alone stays as it is. */
export function decodeUtf16(text: string): string {
  return once(text, (s) => {
    const list = `string_split(${s}, '')`;
    const decoded = once(list, (chars) => {
      const at = (i: string) => `coalesce(unicode(${chars}[${i}]), 0)`;
      const isHigh = (i: string) => `(${at(i)} BETWEEN ${HIGH} AND ${HIGH + 1023})`;
      const isLow = (i: string) => `(${at(i)} BETWEEN ${LOW} AND ${LOW + 1023})`;
      const joined = `chr(65536 + ((${at('"__i"')} - ${HIGH}) << 10) + (${at('"__i" + 1')} - ${LOW}))`;
      const each = `CASE WHEN ${isHigh('"__i"')} AND ${isLow('"__i" + 1')} THEN ${joined} WHEN ${isLow('"__i"')} AND "__i" > 1 AND ${isHigh('"__i" - 1')} THEN '' ELSE ${chars}["__i"] END`;
      return `array_to_string(list_transform(range(1, len(${chars}) + 1), lambda "__i": ${each}), '')`;
    });
    return `CASE WHEN regexp_matches(${s}, '[\\x{E000}-\\x{E7FF}]') THEN ${decoded} ELSE ${s} END`;
  });
}

/** The UTF-16 length: code points, plus one for each character past U+FFFF. */
export const utf16Length = (text: string): string =>
  once(text, (s) => `(length(${s}) + length(regexp_replace(${s}, '[^\\x{10000}-\\x{10FFFF}]', '', 'g')))`);

/** A function of the text's UTF-16 units (an index-based one), its text result decoded. */
export const onUtf16 = (text: string, apply: (encoded: string) => string): string =>
  decodeUtf16(apply(encodeUtf16(text)));
