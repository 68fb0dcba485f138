// Validates a value against one of the kit's JSON Schemas and turns violations into a 400.
import { type SchemaName, validateAgainst } from '../../schemas/index.ts';
import { ApiError } from '../errors/api-error.ts';

export function assertMatchesSchema(name: SchemaName, value: unknown): void {
  const { valid, errors } = validateAgainst(name, value);
  if (!valid) throw ApiError.of('invalidConfig', { detail: errors.join('; ') });
}
