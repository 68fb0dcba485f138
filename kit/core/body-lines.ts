// Bodies of the line formats (objectLines, arrayLines, csv): lines each ending in \n, then one blank line.
import { isDeepStrictEqual } from 'node:util';
import { featureJson } from './json-body.ts';

/** The lines of a doc string; an empty doc string has none. */
export function docLines(docString: string): string[] {
  return docString === '' ? [] : docString.split('\n');
}

/**
 * The exact body of these lines followed by the trailing blank line the spec asks for
 * ("Synchronous SQL", rule 3): `a\nb\n\n`; no lines at all give `\n`.
 */
export function withTrailingBlankLine(lines: readonly string[]): string {
  return `${lines.map((line) => `${line}\n`).join('')}\n`;
}

/** The lines of a body that ends with the trailing blank line, or undefined when it does not end so. */
function bodyLines(body: string): string[] | undefined {
  if (body === '\n') return [];
  if (!body.endsWith('\n\n')) return undefined;
  return body.slice(0, -2).split('\n');
}

/**
 * What differs between a body and the expected JSON lines then a blank line; empty when they match.
 * Each line is compared as a JSON value, so spacing inside a line is free; the line structure is not.
 */
export function jsonLinesProblems(body: string, expected: readonly string[]): string[] {
  if (body.includes('\r')) return ['lines must end with \\n alone, but the body has \\r'];
  const lines = bodyLines(body);
  if (lines === undefined) return ['the body does not end with a line break followed by a blank line'];
  if (lines.length !== expected.length)
    return [`expected ${expected.length} line(s) before the blank line, got ${lines.length}`];
  return lines.flatMap((line, i) => {
    const want = featureJson(expected[i] ?? '');
    let got: unknown;
    try {
      got = JSON.parse(line);
    } catch {
      return [`line ${i + 1} is not one JSON value: ${line}`];
    }
    return isDeepStrictEqual(got, want) ? [] : [`line ${i + 1} is ${line}, expected ${expected[i]}`];
  });
}
