// Whether a segment's Parquet file can be read at all: a file cut short or overwritten once failed every query of its
// datasource (DuckDB reads each file's footer before any row), intact days included (issue 30, item 4).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { SegmentRecord } from '../../store/store.ts';
import { SqlError } from '../errors.ts';

const MAGIC = 'PAR1';

/** What is wrong with the file's frame (magic bytes, footer length), or undefined when it looks like Parquet. */
function frameProblem(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    // Magic, footer, its 4-byte length and the magic again: 12 bytes at least.
    if (size < 12) return `the file has ${size} bytes, too few for Parquet`;
    const head = Buffer.alloc(4);
    const tail = Buffer.alloc(8);
    readSync(fd, head, 0, 4, 0);
    readSync(fd, tail, 0, 8, size - 8);
    if (head.toString('latin1') !== MAGIC || tail.toString('latin1', 4) !== MAGIC)
      return 'the file is not Parquet (no PAR1 at its start and end)';
    const footer = tail.readUInt32LE(0);
    if (footer > size - 12) return `the file's footer claims ${footer} bytes of ${size}`;
    return undefined;
  } catch (error) {
    const { code } = error as { code?: unknown };
    return typeof code === 'string' ? `the file cannot be read (${code})` : 'the file cannot be read';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Per segment record: the file's size and change time when checked, and what was wrong then. */
const checked = new WeakMap<SegmentRecord, { size: number; mtimeMs: number; problem: string | undefined }>();

/** What makes the segment's file unreadable, or undefined; checked again only when the file changed. */
export function segmentFileProblem(
  segment: SegmentRecord,
  stat: (path: string) => { size: number; mtimeMs: number } | undefined,
): string | undefined {
  if (segment.path === null) return undefined;
  const now = stat(segment.path);
  if (now === undefined) return 'the file is missing or cannot be looked at';
  const known = checked.get(segment);
  if (known !== undefined && known.size === now.size && known.mtimeMs === now.mtimeMs) return known.problem;
  const problem = frameProblem(segment.path);
  checked.set(segment, { size: now.size, mtimeMs: now.mtimeMs, problem });
  return problem;
}

/** The error of a query that would read an unreadable segment: it names the segment, the datasource's rest serves. */
export const unreadableSegment = (segment: SegmentRecord, problem: string): SqlError =>
  new SqlError(
    'runtime',
    `Segment [${segment.id}] of datasource [${segment.datasource}] cannot be read: ${problem}; queries whose time ` +
      'filter leaves out its interval still answer',
  );
