// Durable storage of statement results: one directory per query under the data directory, one JSON-lines file per page.

import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { StatementPage } from '../../store/store.ts';
import { taskErrors } from '../task-errors.ts';

/** `<dataDir>/durable-storage/query-results/`: survives restarts, like the segments in deep storage. */
const resultsRoot = (dataDir: string): string => join(dataDir, 'durable-storage', 'query-results');

/** A query ID is client-chosen text (`query-<sqlQueryId>`): encoded, it is one safe directory name. */
export const resultsDir = (dataDir: string, queryId: string): string =>
  join(resultsRoot(dataDir), encodeURIComponent(queryId));

const pageFile = (dir: string, id: number): string => join(dir, `page-${id}.jsonl`);

interface OpenPage {
  readonly id: number;
  readonly handle: FileHandle;
  rows: number;
  bytes: number;
}

/**
 * Writes rows as they come into pages of at most `rowsPerPage` rows, each row one JSON array on its own line, so
 * the results endpoint can stream them in any format without holding a page in memory.
 */
export class PageWriter {
  private readonly pages: StatementPage[] = [];
  private current: OpenPage | undefined;

  /** Bytes written to every page so far. */
  private written = 0;

  private constructor(
    private readonly dir: string,
    private readonly rowsPerPage: number,
    private readonly maxBytes: number,
  ) {}

  /** Starts an empty directory (a previous attempt's files go); more than `maxBytes` in all fails the statement. */
  static async create(
    dir: string,
    rowsPerPage: number,
    maxBytes = Number.POSITIVE_INFINITY,
  ): Promise<PageWriter> {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return new PageWriter(dir, rowsPerPage, maxBytes);
  }

  async write(rows: readonly (readonly unknown[])[]): Promise<void> {
    let start = 0;
    while (start < rows.length) {
      const page =
        this.current && this.current.rows < this.rowsPerPage ? this.current : await this.nextPage();
      const end = Math.min(rows.length, start + this.rowsPerPage - page.rows);
      let text = '';
      for (let i = start; i < end; i++) text += `${JSON.stringify(rows[i])}\n`;
      const bytes = Buffer.byteLength(text);
      // The statement's size limit: the pages written are discarded and the statement fails.
      if (this.written + bytes > this.maxBytes) throw taskErrors.resultTooLarge(this.maxBytes);
      await page.handle.write(text);
      this.written += bytes;
      page.rows += end - start;
      page.bytes += bytes;
      start = end;
    }
  }

  /** Closes the last page and answers them all, in order; a result without rows has no page. */
  async finish(): Promise<StatementPage[]> {
    await this.closePage();
    return [...this.pages];
  }

  /** Removes everything written (the query failed or was canceled). */
  async discard(): Promise<void> {
    await this.current?.handle.close().catch(() => undefined);
    this.current = undefined;
    await rm(this.dir, { recursive: true, force: true });
  }

  private async nextPage(): Promise<OpenPage> {
    await this.closePage();
    const id = this.pages.length;
    this.current = { id, handle: await open(pageFile(this.dir, id), 'w'), rows: 0, bytes: 0 };
    return this.current;
  }

  private async closePage(): Promise<void> {
    const page = this.current;
    if (!page) return;
    this.current = undefined;
    await page.handle.close();
    this.pages.push({ id: page.id, numRows: page.rows, sizeInBytes: page.bytes });
  }
}

/** The rows of the pages, in order, each as the JSON array text it was written as; read line by line. */
export async function* pageLines(dir: string, pages: readonly StatementPage[]): AsyncGenerator<string> {
  for (const page of pages) {
    const input = createReadStream(pageFile(dir, page.id));
    const lines = createInterface({ input, crlfDelay: Infinity });
    try {
      yield* lines;
    } finally {
      // A client that goes away stops the reading: the file is closed at once.
      lines.close();
      input.destroy();
    }
  }
}

/** Whether every page file is there (a missing one is a server error, not an empty result). */
export const pagesPresent = (dir: string, pages: readonly StatementPage[]): boolean =>
  pages.every((page) => existsSync(pageFile(dir, page.id)));

/** Removes the result directories of queries `keep` rejects: unfinished writes a stop or a crash cut off. */
export function sweepDurableResults(dataDir: string, keep: (queryId: string) => boolean): void {
  const root = resultsRoot(dataDir);
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    let queryId: string;
    try {
      queryId = decodeURIComponent(name);
    } catch {
      queryId = '';
    }
    if (queryId === '' || !keep(queryId)) rmSync(join(root, name), { recursive: true, force: true });
  }
}
