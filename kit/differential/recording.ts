// Druid's recorded answers to the corpus: written by `npm run corpus:record`, read by the check in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusQuery, Datasources } from './corpus.ts';
import type { NormalisedAnswer } from './normalise.ts';

/** A query with the answer the real system gave, datasource names back as placeholders. */
export interface RecordedQuery extends CorpusQuery {
  readonly answer: NormalisedAnswer;
}

export interface Recording {
  /** The release that answered (`/status` version). */
  readonly druid: string;
  readonly recordedAt: string;
  readonly queries: readonly RecordedQuery[];
}

/** Where the recording of a major release lives: JSON lines, the release first, then one query a line. */
export const recordingFile = (major: string): string =>
  fileURLToPath(new URL(`./recorded/druid-${major}.jsonl`, import.meta.url));

/** Every string inside the value with the run's datasource names replaced by their placeholders. */
function maskValue(value: unknown, names: readonly (readonly [string, string])[]): unknown {
  if (typeof value === 'string')
    return names.reduce((text, [name, placeholder]) => text.replaceAll(name, placeholder), value);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, names));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, names)]));
  return value;
}

/**
 * The answer as it would read with any other names and in the spec's words (Druid's `druidException` code is the
 * spec's `analyticsException`): what a recording keeps and what a check compares.
 */
export function maskNames(
  answer: NormalisedAnswer,
  datasources: Datasources,
  serviceWord = 'analytics',
): NormalisedAnswer {
  if (answer.kind === 'error' && answer.errorCode === `${serviceWord}Exception`)
    return { ...answer, errorCode: 'analyticsException' };
  // Longest first: a table's name starts with the wikiticker slice's.
  const names = Object.entries(datasources)
    .map(([placeholder, name]) => [name, `\${${placeholder}}`] as const)
    .sort(([a], [b]) => b.length - a.length);
  if (answer.kind !== 'result') return answer;
  return {
    ...answer,
    header: maskValue(answer.header, names) as unknown[],
    rows: maskValue(answer.rows, names) as unknown[],
  };
}

/** One query per line: a diff of two recordings shows which answers changed. */
export function writeRecording(file: string, recording: Recording): void {
  const head = JSON.stringify({ druid: recording.druid, recordedAt: recording.recordedAt });
  writeFileSync(file, `${[head, ...recording.queries.map((query) => JSON.stringify(query))].join('\n')}\n`);
}

export function readRecording(file: string): Recording {
  const [head = '', ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const { druid, recordedAt } = JSON.parse(head) as { druid?: unknown; recordedAt?: unknown };
  if (typeof druid !== 'string' || typeof recordedAt !== 'string')
    throw new Error(`${file} is not a corpus recording`);
  return { druid, recordedAt, queries: lines.map((line) => JSON.parse(line) as RecordedQuery) };
}
