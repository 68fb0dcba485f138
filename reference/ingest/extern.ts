// Turns EXTERN's input source, input format and row signature into a DuckDB table expression.

import { statSync } from 'node:fs';
import { lookupTable } from '../json/keyed.ts';
import { SqlError } from '../sql/errors.ts';
import type { ExternArguments, ExternResolver } from '../sql/plan/ingestion-plan.ts';
import { formatReader, type SignatureColumn } from './input-format.ts';
import type { InputSourcePolicy } from './input-policy.ts';
import { inputFiles } from './input-source.ts';
import { currentExternScope } from './scope.ts';

const DUCK_TYPES: Readonly<Record<string, string>> = lookupTable({
  string: 'VARCHAR',
  long: 'BIGINT',
  double: 'DOUBLE',
  float: 'FLOAT',
  // A JSON column keeps the input's value as JSON (Druid 27 live, `COMPLEX<json>` in the signature: §sql.26).
  'complex<json>': 'JSON',
});

function signatureColumns(signature: ExternArguments['signature']): SignatureColumn[] {
  if (!Array.isArray(signature) || signature.length === 0)
    throw new SqlError('validation', 'EXTERN row signature must be a non-empty JSON array of {name, type}');
  const seen = new Set<string>();
  return signature.map((column) => {
    const { name, type } = (column ?? {}) as { name?: unknown; type?: unknown };
    if (typeof name !== 'string' || name === '')
      throw new SqlError('validation', 'Every EXTERN row signature entry needs a non-empty [name]');
    if (seen.has(name)) throw new SqlError('validation', `EXTERN row signature names column [${name}] twice`);
    seen.add(name);
    const duckType = typeof type === 'string' ? DUCK_TYPES[type.toLowerCase()] : undefined;
    if (!duckType)
      throw new SqlError(
        'validation',
        `Unsupported type [${String(type)}] for EXTERN column [${name}]; use string, long, double, float or COMPLEX<json>`,
      );
    return { name, duckType };
  });
}

/**
 * Files are read (inline data written, http sources downloaded) under the temporary directory of the ingestion
 * that resolves the EXTERN (see scope.ts); its owner deletes them when the task ends. Local files must lie in
 * the policy's directories (ANALYTICS_INPUT_SOURCE_LOCAL_DIRS), http sources reach only its allowed origins.
 */
export function externResolver(dataDir: string, policy: InputSourcePolicy): ExternResolver {
  return async (extern) => {
    const signature = signatureColumns(extern.signature);
    const scope = currentExternScope(dataDir);
    const files = await inputFiles(extern.inputSource, scope.tempDir, policy, scope);
    const reader = await formatReader(extern.inputFormat, files, signature, scope);
    scope.externs.push(extern);
    scope.inputFiles += files.length;
    scope.inputBytes += files.reduce(
      (sum, file) => sum + (statSync(file.path, { throwIfNoEntry: false })?.size ?? 0),
      0,
    );
    return reader;
  };
}
