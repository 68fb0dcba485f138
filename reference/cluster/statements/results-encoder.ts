// Streams result rows in the five formats of synchronous SQL, without header rows, a chunk of text at a time.
import { parseJsonExact } from '../../json/exact-json.ts';
import { CONTENT_TYPES, csvLine, objectText, type ResultFormat } from '../../sql/results/format.ts';

/** Text is handed on in chunks of about this many characters: few writes, little memory. */
const CHUNK = 64 * 1024;

export const contentTypeOf = (format: ResultFormat): string => CONTENT_TYPES[format];

/**
 * The body of `lines` (each a row as JSON array text) in `format`: `object` and `array` are one JSON array then a
 * line break; the line formats and csv end with one blank line, as synchronous SQL writes them.
 */
export async function* encodeRows(
  format: ResultFormat,
  names: readonly string[],
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<string> {
  // Rows are read back with their numbers as written: exact 64-bit integers, `1.0` (docs/facts/sql.md §sql.40).
  const row = (line: string): unknown[] => parseJsonExact(line, 'text') as unknown[];
  const asObject = (line: string): string => objectText(names, row(line));
  const json = format === 'object' || format === 'array';
  let buffer = json ? '[' : '';
  let first = true;
  for await (const line of lines) {
    if (line === '') continue;
    switch (format) {
      case 'array':
        buffer += first ? line : `,${line}`;
        break;
      case 'object':
        buffer += first ? asObject(line) : `,${asObject(line)}`;
        break;
      case 'arrayLines':
        buffer += `${line}\n`;
        break;
      case 'objectLines':
        buffer += `${asObject(line)}\n`;
        break;
      case 'csv':
        buffer += `${csvLine(row(line))}\n`;
        break;
    }
    first = false;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = '';
    }
  }
  yield `${buffer}${json ? ']\n' : '\n'}`;
}
