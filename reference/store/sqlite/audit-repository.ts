// Audit entries in the `audit` table: appended on every audited write, read by the history endpoints.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AuditEntry, AuditQuery, AuditRepository } from '../store.ts';

interface AuditRow {
  audit_key: string;
  type: string;
  author: string;
  comment: string;
  ip: string;
  payload: string;
  created_ms: number;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  key: row.audit_key,
  type: row.type,
  auditInfo: { author: row.author, comment: row.comment, ip: row.ip },
  payload: row.payload,
  auditTime: Number(row.created_ms),
});

export function sqliteAuditRepository(db: DatabaseSync): AuditRepository {
  const insert = db.prepare(
    'INSERT INTO audit (audit_key, type, author, comment, ip, payload, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    add(entry) {
      const { author, comment, ip } = entry.auditInfo;
      insert.run(entry.key, entry.type, author, comment, ip, entry.payload, entry.auditTime);
    },
    find(query: AuditQuery) {
      const where = ['type = ?'];
      const params: SQLInputValue[] = [query.type];
      if (query.key !== undefined) {
        where.push('audit_key = ?');
        params.push(query.key);
      }
      let tail: string;
      if ('window' in query) {
        // Both ends inclusive, oldest first, as the real system's audit manager answers an interval.
        where.push('created_ms BETWEEN ? AND ?');
        params.push(query.window.start, query.window.end);
        tail = 'ORDER BY created_ms ASC, id ASC';
      } else {
        tail = 'ORDER BY created_ms DESC, id DESC LIMIT ?';
        params.push(query.limit);
      }
      const rows = db.prepare(`SELECT * FROM audit WHERE ${where.join(' AND ')} ${tail}`).all(...params);
      return (rows as unknown as AuditRow[]).map(toEntry);
    },
  };
}
