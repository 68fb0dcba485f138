// Failures of the server's own storage (a full disk, a read-only metadata database): the operator's to fix, reported
// with their cause, never as a generic internal error.

/** SQLite's primary result codes of a store that cannot be read or written (https://sqlite.org/rescode.html). */
const SQLITE_STORAGE_CODES = new Set([
  3, // SQLITE_PERM
  8, // SQLITE_READONLY
  10, // SQLITE_IOERR
  11, // SQLITE_CORRUPT
  13, // SQLITE_FULL
  14, // SQLITE_CANTOPEN
  26, // SQLITE_NOTADB
]);

/** File system errors of storage that cannot be written. */
const FILE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

/** The cause, when `error` is a storage fault (SQLite or the file system), else undefined. */
export function storageFaultOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_STORAGE_CODES.has(errcode & 0xff))
    return error.message;
  if (typeof code === 'string' && FILE_CODES.has(code) && 'syscall' in error)
    return `${code} (${error.syscall})`;
  return undefined;
}
