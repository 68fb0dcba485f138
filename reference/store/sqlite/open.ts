// Opens (or creates) the SQLite metadata store in a data directory and wires one repository per table.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { MetadataStore } from '../store.ts';
import { sqliteAuditRepository } from './audit-repository.ts';
import { sqliteCompactionRepository } from './compaction-repository.ts';
import { sqliteConfigRepository } from './config-repository.ts';
import { migrate } from './migrate.ts';
import { sqliteRuleRepository } from './rule-repository.ts';
import { sqliteSecurityRepository } from './security-repository.ts';
import { sqliteSegmentRepository } from './segment-repository.ts';
import { sqliteStatementRepository } from './statement-repository.ts';
import { sqliteTaskRepository } from './task-repository.ts';

export const METADATA_FILE = 'metadata.sqlite';

export function openSqliteStore(dataDir: string): MetadataStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, METADATA_FILE));
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000',
  );
  migrate(db);
  const segments = sqliteSegmentRepository(db, dataDir);
  let depth = 0;
  return {
    configs: sqliteConfigRepository(db),
    audit: sqliteAuditRepository(db),
    segments,
    tasks: sqliteTaskRepository(db),
    rules: sqliteRuleRepository(db),
    compaction: sqliteCompactionRepository(db),
    statements: sqliteStatementRepository(db),
    security: sqliteSecurityRepository(db),
    transaction(work) {
      // Nested calls join the outer transaction; only the outermost commits.
      if (depth > 0) return work();
      db.exec('BEGIN IMMEDIATE');
      depth++;
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        segments.forgetCached();
        throw error;
      } finally {
        depth--;
      }
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
