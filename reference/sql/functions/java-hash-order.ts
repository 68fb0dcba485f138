// The iteration order of Java's HashMap and HashSet, which the real system's JSON_OBJECT and JSON_PATHS answer in
// (docs/facts/sql.md §sql.66, §sql.67): by bucket — the spread hash masked by the table's capacity — then by insertion.
// Computed in DuckDB SQL, so keys known only at run time order the same way; the TypeScript twins order constants and
// check the SQL in the unit tests. Not followed: a bucket of 8+ colliding entries, which Java turns into a tree.

/** 2^32: hashes are kept as unsigned 32-bit values in a BIGINT, so `h * 31 + c` never overflows 64 bits. */
const WORD = 4294967296;

/** Java's String.hashCode over UTF-16 code units, as an unsigned 32-bit number. */
export function javaStringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash >>> 0;
}

/** The capacity of a HashMap or HashSet built empty (16) after `size` insertions: it doubles past 0.75 load. */
export function javaHashCapacity(size: number): number {
  let capacity = 16;
  while (size * 4 > capacity * 3) capacity *= 2;
  return capacity;
}

/** The bucket of an unsigned 32-bit hash in a table of `capacity`: HashMap spreads it as `h ^ (h >>> 16)`. */
export function javaBucket(hash: number, capacity: number): number {
  return ((hash ^ (hash >>> 16)) & (capacity - 1)) >>> 0;
}

/** Indexes of `hashes` (given in insertion order) in the order a HashMap or HashSet of them iterates. */
export function javaHashOrder(hashes: readonly number[]): number[] {
  const capacity = javaHashCapacity(hashes.length);
  return hashes
    .map((hash, index) => ({ bucket: javaBucket(hash, capacity), index }))
    .sort((a, b) => a.bucket - b.bucket || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * SQL of String.hashCode of a VARCHAR (unsigned, BIGINT): DuckDB splits the text into code points, and one above
 * U+FFFF counts as its two UTF-16 surrogates, as Java sees it.
 */
export function javaStringHashSql(text: string): string {
  const step = (h: string, unit: string) => `((${h}) * 31 + (${unit})) % ${WORD}`;
  const high = '(55296 + ((__c - 65536) >> 10))';
  const low = '(56320 + ((__c - 65536) & 1023))';
  const codePoints = `list_transform(list_filter(string_split(${text}, ''), lambda __s: __s <> ''), lambda __s: CAST(unicode(__s) AS BIGINT))`;
  return `list_reduce(${codePoints}, lambda __h, __c: CASE WHEN __c < 65536 THEN ${step('__h', '__c')} ELSE ${step(step('__h', high), low)} END, CAST(0 AS BIGINT))`;
}

/** SQL of the bucket of an unsigned hash (BIGINT) among `size` entries (a BIGINT expression). */
export function javaBucketSql(hash: string, size: string): string {
  const capacity = `CAST(pow(2, greatest(4, ceil(log2(${size} * 4.0 / 3)))) AS BIGINT)`;
  return `(xor(${hash}, (${hash}) >> 16) & (${capacity} - 1))`;
}

/** SQL of one step of Java's List.hashCode (`31 * h + e`), unsigned 32-bit. */
export function javaListHashStepSql(hash: string, element: string): string {
  return `((31 * (${hash}) + (${element})) % ${WORD})`;
}
