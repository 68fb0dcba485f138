// Config documents in the `config` table, stored as JSON text.
import type { DatabaseSync } from 'node:sqlite';
import type { ConfigRepository } from '../store.ts';

export function sqliteConfigRepository(db: DatabaseSync): ConfigRepository {
  const select = db.prepare('SELECT payload FROM config WHERE name = ?');
  const upsert = db.prepare(
    'INSERT INTO config (name, payload) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET payload = excluded.payload',
  );
  return {
    get<T>(name: string): T | undefined {
      const row = select.get(name) as { payload: string } | undefined;
      return row ? (JSON.parse(row.payload) as T) : undefined;
    },
    set(name, value) {
      upsert.run(name, JSON.stringify(value));
    },
  };
}
