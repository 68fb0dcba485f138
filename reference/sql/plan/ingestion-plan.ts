// What the SQL engine hands the ingestion task for INSERT / REPLACE: a DuckDB query producing the rows, and how to cut them.
import type { SegmentColumnInfo, SegmentColumnType } from '../../store/store.ts';
import type { Planner } from '../execute/duckdb.ts';

/** A runtime (native) column type as segments store it. `__time` is LONG (epoch millis) in segments. */
export type RuntimeColumnType = SegmentColumnType;

/**
 * A column to store. `multiValue` on a plan's STRING column means "may hold lists": the task stores it multi-value
 * only if a row holds other than one value, as Druid decides per column (§sql.26). It is staged as a list, or, with
 * `listText` (an EXTERN string of JSON input), as the input's text (an array as its JSON text), converted to a list
 * only when a chunk's segments are written and only if the column is stored multi-value (staging text is cheaper).
 */
export type SegmentColumn = SegmentColumnInfo & { readonly listText?: true };

/** ISO 8601 period of a time chunk (PT1H, P1D, P1M, P1Y, …) or ALL for one chunk covering all time. */
export type SegmentGranularity = string;

export interface IngestionPlan {
  readonly mode: 'insert' | 'replace';
  readonly datasource: string;
  /**
   * DuckDB SQL producing the rows to store, one output column per `columns` entry, in that order. `__time` is
   * always present and is a DuckDB TIMESTAMP in UTC (rows without a time column are at 1970-01-01).
   */
  readonly selectSql: string;
  readonly columns: readonly SegmentColumn[];
  readonly granularity: SegmentGranularity;
  /** Output column names to sort rows by inside each segment (CLUSTERED BY), in order. */
  readonly clusteredBy: readonly string[];
  /**
   * For REPLACE: the intervals (ISO `start/end`, UTC) whose existing data the new segments replace;
   * OVERWRITE ALL is `['-146136543-09-08T08:23:32.096Z/146140482-04-24T15:36:27.903Z']`. Empty for INSERT.
   */
  readonly replaceIntervals: readonly string[];
  /** How DuckDB plans `selectSql`: `flat` for deeply nested subqueries (sql/nesting.ts); default `full`. */
  readonly planner?: Planner;
}

/** The three JSON strings of EXTERN, parsed; the signature is the `[{name, type}]` array. */
export interface ExternArguments {
  readonly inputSource: unknown;
  readonly inputFormat: unknown;
  readonly signature: readonly { readonly name: string; readonly type: string }[];
}

/**
 * Turns EXTERN arguments into a DuckDB table expression (for example `read_json([...], columns = {...})`)
 * whose columns are exactly the signature's, with types string → VARCHAR, long → BIGINT, double → DOUBLE,
 * float → FLOAT. Throws SqlError('validation', …) for bad input sources or formats.
 */
export type ExternResolver = (extern: ExternArguments) => Promise<string>;
