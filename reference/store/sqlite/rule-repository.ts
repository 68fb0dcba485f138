// Retention rules in the `rules` table: one JSON array per datasource, replaced whole by each POST.
import type { DatabaseSync } from 'node:sqlite';
import type { RuleRepository, StoredRule } from '../store.ts';

interface RuleRow {
  datasource: string;
  payload: string;
}

export function sqliteRuleRepository(db: DatabaseSync): RuleRepository {
  const selectAll = db.prepare('SELECT datasource, payload FROM rules ORDER BY datasource');
  const selectOne = db.prepare('SELECT datasource, payload FROM rules WHERE datasource = ?');
  const upsert = db.prepare(
    `INSERT INTO rules (datasource, payload, updated_ms) VALUES (?, ?, ?)
     ON CONFLICT (datasource) DO UPDATE SET payload = excluded.payload, updated_ms = excluded.updated_ms`,
  );
  const rulesOf = (row: RuleRow): StoredRule[] => JSON.parse(row.payload) as StoredRule[];
  return {
    all() {
      const rows = selectAll.all() as unknown as RuleRow[];
      return new Map(rows.map((row) => [row.datasource, rulesOf(row)]));
    },
    get(datasource) {
      const row = selectOne.get(datasource) as RuleRow | undefined;
      return row ? rulesOf(row) : undefined;
    },
    set(datasource, rules, now) {
      upsert.run(datasource, JSON.stringify(rules), now);
    },
  };
}
