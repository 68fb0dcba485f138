// Skips unparseable JSON lines when maxParseExceptions allows: copies the valid lines and counts the others.
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { InputFile } from './input-source.ts';

let counter = 0;

/** A line is a row when it is a JSON object; blank lines are not rows and not errors. */
function isRow(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Writes the valid lines of `file` to a new file under `tempDir`; returns it and how many lines were skipped. */
export async function validJsonLines(
  file: InputFile,
  tempDir: string,
): Promise<{ file: InputFile; skipped: number }> {
  mkdirSync(tempDir, { recursive: true });
  const path = join(tempDir, `clean-${++counter}.json`);
  const raw = createReadStream(file.path);
  const input = file.path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const output = createWriteStream(path);
  let skipped = 0;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim() === '') continue;
    if (isRow(line)) {
      if (!output.write(`${line}\n`)) await new Promise<void>((done) => output.once('drain', () => done()));
    } else skipped++;
  }
  output.end();
  await finished(output);
  return { file: { path, label: file.label }, skipped };
}

/** The first line after `skip` lines, for a header row. */
export async function lineAfter(file: InputFile, skip: number): Promise<string | undefined> {
  const raw = createReadStream(file.path);
  const input = file.path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  let index = 0;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) if (index++ === skip) return line;
    return undefined;
  } finally {
    lines.close();
    raw.destroy();
  }
}
