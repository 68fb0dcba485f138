// Statements in the `statements` table: the submitter, destination and result schema of a query task, and its pages.
import type { DatabaseSync } from 'node:sqlite';
import type {
  StatementColumn,
  StatementDestination,
  StatementPage,
  StatementRecord,
  StatementRepository,
} from '../store.ts';

interface StatementRow {
  query_id: string;
  identity: string;
  destination: string;
  result_schema: string;
  pages: string | null;
}

const toRecord = (row: StatementRow): StatementRecord => ({
  queryId: row.query_id,
  identity: row.identity,
  destination: row.destination as StatementDestination,
  schema: JSON.parse(row.result_schema) as StatementColumn[],
  pages: row.pages === null ? null : (JSON.parse(row.pages) as StatementPage[]),
});

export function sqliteStatementRepository(db: DatabaseSync): StatementRepository {
  const insert = db.prepare(
    'INSERT INTO statements (query_id, identity, destination, result_schema) VALUES (?, ?, ?, ?)',
  );
  const selectOne = db.prepare('SELECT * FROM statements WHERE query_id = ?');
  const updatePages = db.prepare('UPDATE statements SET pages = ? WHERE query_id = ?');
  return {
    add(statement) {
      insert.run(
        statement.queryId,
        statement.identity,
        statement.destination,
        JSON.stringify(statement.schema),
      );
    },
    get(queryId) {
      const row = selectOne.get(queryId) as StatementRow | undefined;
      return row ? toRecord(row) : undefined;
    },
    setPages(queryId, pages) {
      updatePages.run(JSON.stringify(pages), queryId);
    },
  };
}
