// Applies the numbered SQL files in migrations/ that a database has not seen yet, tracked by PRAGMA user_version.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

interface Migration {
  readonly version: number;
  readonly file: string;
}

function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.sql$/.test(file))
    .map((file) => ({ version: Number(file.slice(0, 3)), file }))
    .sort((a, b) => a.version - b.version);
}

export function migrate(db: DatabaseSync): void {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  for (const { version, file } of migrations()) {
    if (version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      db.exec(`PRAGMA user_version = ${version}`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
}
