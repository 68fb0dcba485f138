// Every function of the dialect by upper-case name.
import { AGGREGATES } from './aggregates.ts';
import { ARRAY_FUNCTIONS } from './arrays.ts';
import type { SqlFunction } from './definition.ts';
import { JSON_FUNCTIONS } from './json.ts';
import { JSON_OBJECT_FUNCTIONS } from './json-object.ts';
import { JSON_PATHS_FUNCTIONS } from './json-paths.ts';
import { LOOKUP_FUNCTIONS } from './lookup.ts';
import { MATH_FUNCTIONS } from './math.ts';
import { MULTI_VALUE_FUNCTIONS } from './multi-value.ts';
import { SKETCH_FUNCTIONS } from './sketches.ts';
import { STRING_FUNCTIONS } from './strings.ts';
import { TIME_FUNCTIONS } from './time.ts';

export const FUNCTIONS: ReadonlyMap<string, SqlFunction> = new Map(
  [
    ...AGGREGATES,
    ...TIME_FUNCTIONS,
    ...STRING_FUNCTIONS,
    ...MATH_FUNCTIONS,
    ...JSON_FUNCTIONS,
    ...JSON_OBJECT_FUNCTIONS,
    ...JSON_PATHS_FUNCTIONS,
    ...ARRAY_FUNCTIONS,
    ...MULTI_VALUE_FUNCTIONS,
    ...SKETCH_FUNCTIONS,
    ...LOOKUP_FUNCTIONS,
  ].map((definition) => [definition.name, definition]),
);
