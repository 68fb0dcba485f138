// Loads every JSON Schema under schemas/ once into one ajv instance, shared by the kit and the reference.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const SCHEMA_ROOT = dirname(fileURLToPath(import.meta.url));
export const SCHEMA_BASE = 'https://analytics-conformance.example/schemas/';

/** A schema's name is its path under schemas/ without `.schema.json`, e.g. `coordinator/dynamic-config`. */
export type SchemaName = string;

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: readonly string[];
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : schemaFiles(path);
    return entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

/** Every schema file, keyed by name, in a stable order. */
export function loadSchemaDocuments(): Map<SchemaName, Record<string, unknown>> {
  const documents = new Map<SchemaName, Record<string, unknown>>();
  for (const file of schemaFiles(SCHEMA_ROOT).sort()) {
    const name = relative(SCHEMA_ROOT, file)
      .replace(/\\/g, '/')
      .replace(/\.schema\.json$/, '');
    documents.set(name, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return documents;
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as unknown as AddFormats;

function buildAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const document of loadSchemaDocuments().values()) ajv.addSchema(document);
  return ajv;
}

let shared: Ajv2020 | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

function validatorFor(name: SchemaName): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    shared ??= buildAjv();
    const found = shared.getSchema(SCHEMA_BASE + name);
    if (!found) throw new Error(`No schema named "${name}" under schemas/`);
    validate = found;
    compiled.set(name, validate);
  }
  return validate;
}

function describe(error: ErrorObject): string {
  const where =
    error.instancePath === '' ? 'the body' : `field ${error.instancePath.slice(1).replace(/\//g, '.')}`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** Validates a value against a named schema and explains every violation in plain words. */
export function validateAgainst(name: SchemaName, value: unknown): ValidationResult {
  const validate = validatorFor(name);
  const valid = validate(value) as boolean;
  return { valid, errors: valid ? [] : (validate.errors ?? []).map(describe) };
}

/** Names of every schema the kit ships. */
export function schemaNames(): SchemaName[] {
  return [...loadSchemaDocuments().keys()];
}
