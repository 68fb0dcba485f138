// Compaction configurations in the `compaction_configs` table: one JSON document per datasource, NULL once deleted.
import type { DatabaseSync } from 'node:sqlite';
import type { CompactionConfigRepository, StoredCompactionConfig } from '../store.ts';

interface ConfigRow {
  datasource: string;
  payload: string | null;
}

export function sqliteCompactionRepository(db: DatabaseSync): CompactionConfigRepository {
  const selectAll = db.prepare('SELECT datasource, payload FROM compaction_configs ORDER BY datasource');
  const selectOne = db.prepare('SELECT datasource, payload FROM compaction_configs WHERE datasource = ?');
  const upsert = db.prepare(
    `INSERT INTO compaction_configs (datasource, payload, updated_ms) VALUES (?, ?, ?)
     ON CONFLICT (datasource) DO UPDATE SET payload = excluded.payload, updated_ms = excluded.updated_ms`,
  );
  const configOf = (row: ConfigRow): StoredCompactionConfig | null =>
    row.payload === null ? null : (JSON.parse(row.payload) as StoredCompactionConfig);
  return {
    all() {
      const rows = selectAll.all() as unknown as ConfigRow[];
      return rows.map((row) => ({ datasource: row.datasource, config: configOf(row) }));
    },
    get(datasource) {
      const row = selectOne.get(datasource) as ConfigRow | undefined;
      return (row && configOf(row)) ?? undefined;
    },
    set(datasource, config, now) {
      upsert.run(datasource, config === null ? null : JSON.stringify(config), now);
    },
  };
}
