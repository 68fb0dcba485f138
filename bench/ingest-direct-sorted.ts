// The ingestion bench's baseline: a direct DuckDB load that writes what the reference writes, each day one file in time
// order. DuckDB 1.5 cannot keep an ORDER BY through PARTITION_BY (docs/design.md, performance, third pass), so it
// stages the rows by day (one read of the JSON), then sorts each day into its file, two days at a time.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

/** Writes `select` (which has a `day` column) as one time-sorted Parquet file per day under `outDir`. */
export async function sortedDayFiles(
  instance: DuckDBInstance,
  connection: DuckDBConnection,
  select: string,
  outDir: string,
): Promise<void> {
  const staged = `${outDir}-staged`;
  await connection.run(
    `COPY (${select}) TO '${staged}' (FORMAT parquet, PARTITION_BY ("day"), PRESERVE_ORDER false, COMPRESSION 'uncompressed')`,
  );
  const days = readdirSync(staged);
  await Promise.all(
    [0, 1].map(async () => {
      const writer = await instance.connect();
      try {
        for (let day = days.shift(); day !== undefined; day = days.shift())
          await writer.run(
            `COPY (SELECT * FROM read_parquet('${join(staged, day, '*.parquet')}', hive_partitioning = false) ORDER BY "__time") ` +
              `TO '${join(outDir, `${day}.parquet`)}' (FORMAT parquet)`,
          );
      } finally {
        writer.closeSync();
      }
    }),
  );
}
