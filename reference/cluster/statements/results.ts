// The results of a completed statement: one page or all of them, streamed in the asked format (or nothing at all).
import { Readable } from 'node:stream';
import { ApiError } from '../../errors/api-error.ts';
import { RESULT_FORMATS, type ResultFormat } from '../../sql/results/format.ts';
import type { StatementPage, StatementRecord, TaskRecord } from '../../store/store.ts';
import { statementKind } from '../overlord/tasks/submit/statement-kind.ts';
import { pageLines, pagesPresent, resultsDir } from './durable-storage.ts';
import { contentTypeOf, encodeRows } from './results-encoder.ts';
import { reportRows, resultPages } from './status.ts';

/** The query string of the results endpoint, as it arrives. */
export interface ResultsParams {
  readonly page?: string;
  readonly resultFormat?: string;
}

/** A body to stream, or `undefined` for the empty response (an ingestion, or a SELECT without rows). */
export interface ResultsResponse {
  readonly contentType: string;
  readonly body: Readable | undefined;
}

const invalidParameter = (name: string, value: string, expected: string): ApiError =>
  ApiError.of('invalidQueryParameter', { name, value, expected });

/** `page` (a page ID, optional) and `resultFormat` (default `object`: the spec's default for statements). */
function parseParams(params: ResultsParams): { page: number | undefined; format: ResultFormat } {
  const { page, resultFormat = 'object' } = params;
  if (page !== undefined && !/^\d+$/.test(page))
    throw invalidParameter('page', page, 'a page number (0 or more) from the status of the query');
  const format = RESULT_FORMATS.find((name) => name === resultFormat);
  if (format === undefined) throw invalidParameter('resultFormat', resultFormat, RESULT_FORMATS.join(', '));
  return { page: page === undefined ? undefined : Number(page), format };
}

/** The rows of the chosen pages, each as JSON array text. */
function lines(
  dataDir: string,
  statement: StatementRecord,
  task: TaskRecord,
  pages: readonly StatementPage[],
): AsyncIterable<string> | Iterable<string> {
  if (statement.destination === 'durableStorage') {
    const dir = resultsDir(dataDir, statement.queryId);
    // Pages the status lists must be there: a missing file is a server error, answered before any byte.
    if (!pagesPresent(dir, pages)) throw ApiError.of('statementResultsLost', { queryId: statement.queryId });
    return pageLines(dir, pages);
  }
  return reportRows(task).map((row) => JSON.stringify(row));
}

/** The results response of a SUCCESS statement; a bad page or format is a 400. */
export function statementResults(
  dataDir: string,
  statement: StatementRecord,
  task: TaskRecord,
  params: ResultsParams,
): ResultsResponse {
  const { page, format } = parseParams(params);
  const contentType = contentTypeOf(format);
  // §statements.6: an ingestion's results, like a SELECT without rows, are an empty response.
  if (statementKind(task.sqlRequest.query) !== 'select') return { contentType, body: undefined };
  const all = resultPages(statement, task);
  const chosen = page === undefined ? all : all.filter((each) => each.id === page);
  if (page !== undefined && chosen.length === 0)
    throw ApiError.of('statementPageNotFound', { page: String(page), pages: String(all.length) });
  if (chosen.length === 0) return { contentType, body: undefined };
  const names = statement.schema.map((column) => column.name);
  const rows = lines(dataDir, statement, task, chosen);
  return { contentType, body: Readable.from(encodeRows(format, names, rows), { objectMode: false }) };
}
