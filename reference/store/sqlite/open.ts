// Opens (or creates) the SQLite metadata store in a data directory and wires one repository per table.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { storageFaultOf } from '../../errors/storage-fault.ts';
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

/**
 * Runs work in one transaction; nested calls join the outer one and only the outermost commits. A failure rolls back
 * and is rethrown as it was: SQLite rolls back by itself on some errors (a full disk), where a second ROLLBACK would
 * throw `cannot rollback - no transaction is active` in place of the cause (it once reached only the log).
 */
export function transactions(db: DatabaseSync, onRollback: () => void): <T>(work: () => T) => T {
  let depth = 0;
  return (work) => {
    if (depth > 0) return work();
    db.exec('BEGIN IMMEDIATE');
    depth++;
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) {
        try {
          db.exec('ROLLBACK');
        } catch {
          // The cause is what matters; SQLite rolls an unfinished transaction back at the next open.
        }
      }
      onRollback();
      throw error;
    } finally {
      depth--;
    }
  };
}

/** A metadata store that cannot be opened for writing: the server does not start (main.ts prints this one line). */
export class MetadataStoreError extends Error {}

/**
 * The database, migrated and known to take writes: SQLite opens a file it may not write read-only without a word,
 * and a server started on one answered every write with a 500, so a write is tried here (the schema version, as is).
 */
function openWritable(dataDir: string): DatabaseSync {
  const file = join(dataDir, METADATA_FILE);
  let db: DatabaseSync | undefined;
  try {
    // Owner only: the store holds password hashes and task payloads (the files within are the process's umask's).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    db = new DatabaseSync(file);
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000',
    );
    migrate(db);
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    db.exec(`PRAGMA user_version = ${Number(version)}`);
    return db;
  } catch (error) {
    if (db?.isOpen) db.close();
    const cause = storageFaultOf(error) ?? (error instanceof Error ? error.message : String(error));
    throw new MetadataStoreError(`the metadata store [${file}] cannot be opened for writing: ${cause}`);
  }
}

export function openSqliteStore(dataDir: string): MetadataStore {
  const db = openWritable(dataDir);
  const segments = sqliteSegmentRepository(db, dataDir);
  return {
    configs: sqliteConfigRepository(db),
    audit: sqliteAuditRepository(db),
    segments,
    tasks: sqliteTaskRepository(db),
    rules: sqliteRuleRepository(db),
    compaction: sqliteCompactionRepository(db),
    statements: sqliteStatementRepository(db),
    security: sqliteSecurityRepository(db),
    transaction: transactions(db, () => segments.forgetCached()),
    close() {
      if (db.isOpen) db.close();
    },
  };
}
