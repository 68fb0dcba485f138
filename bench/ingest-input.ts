// The ingestion benchmark's input: the wikiticker sample repeated, each copy a day later, as one JSON-lines file.
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { LONG_COLUMNS, STRING_COLUMNS, WIKITICKER_SAMPLE } from './wikiticker.ts';

const SAMPLE_PREFIX = '{"time":"2015-09-12';

/** Writes `rows` lines to `file`, copy k of the sample shifted k days later; returns the file's size in bytes. */
export function writeWikitickerLines(file: string, rows: number): number {
  const lines = gunzipSync(readFileSync(WIKITICKER_SAMPLE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  if (!lines.every((line) => line.startsWith(SAMPLE_PREFIX)))
    throw new Error(`Every line of ${WIKITICKER_SAMPLE} should start with ${SAMPLE_PREFIX}`);
  const tails = lines.map((line) => line.slice(SAMPLE_PREFIX.length));
  const fd = openSync(file, 'w');
  try {
    // One copy (about 17 MB) in memory at a time.
    for (let copy = 0; copy * tails.length < rows; copy++) {
      const day = new Date(Date.UTC(2015, 8, 12 + copy)).toISOString().slice(0, 10);
      const take = Math.min(tails.length, rows - copy * tails.length);
      const prefix = `{"time":"${day}`;
      let text = '';
      for (let i = 0; i < take; i++) text += `${prefix}${tails[i]}\n`;
      writeSync(fd, text);
    }
  } finally {
    closeSync(fd);
  }
  return statSync(file).size;
}

/** The row signature the Druid quickstart ingests the sample with: numbers as long, the rest as string. */
export function wikitickerSignature(): { name: string; type: string }[] {
  return [
    { name: 'time', type: 'string' },
    ...STRING_COLUMNS.map((name) => ({ name, type: 'string' })),
    ...LONG_COLUMNS.map((name) => ({ name, type: 'long' })),
  ];
}
