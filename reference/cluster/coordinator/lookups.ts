// The Coordinator's lookup configuration (docs/facts/lookups.md §lookups.1): tiers of named lookups, each a version and
// a `map` extractor factory, kept in the metadata store; the SQL LOOKUP function and the `lookup` schema read it.
import type { ConfigRepository } from '../../store/store.ts';

/** One lookup as the API takes and answers it. */
export interface LookupSpec {
  readonly version: string;
  readonly lookupExtractorFactory: { readonly type: 'map'; readonly map: Readonly<Record<string, string>> };
}

export type LookupTiers = Readonly<Record<string, Readonly<Record<string, LookupSpec>>>>;

/** The tier the Brokers serve by default, whose lookups SQL sees. */
export const DEFAULT_TIER = '__default';
const CONFIG_NAME = 'lookups';
/** The entries one map lookup may hold: its values become SQL text. */
export const MAX_LOOKUP_ENTRIES = 10_000;

// Names that would reach an object's prototype, and the empty name: no tier or lookup is called that.
const RESERVED = new Set(['', '__proto__', 'constructor', 'prototype']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why an update is not a valid `{tier: {name: spec}}`, or undefined. */
export function invalidLookupUpdate(update: unknown): string | undefined {
  if (!isObject(update)) return 'The body must be an object of tiers, each an object of lookups by name';
  for (const [tier, lookups] of Object.entries(update)) {
    if (RESERVED.has(tier) || !isObject(lookups))
      return `Tier [${tier}] must be an object of lookups by name`;
    for (const [name, spec] of Object.entries(lookups)) {
      if (RESERVED.has(name) || !isObject(spec))
        return `Lookup [${name}] in tier [${tier}] must be an object`;
      if (typeof spec.version !== 'string' || spec.version === '')
        return `Lookup [${name}] needs a [version] string`;
      const factory = spec.lookupExtractorFactory;
      if (!isObject(factory) || factory.type !== 'map' || !isObject(factory.map))
        return `Lookup [${name}] needs a [lookupExtractorFactory] of type [map] with a [map] object`;
      const entries = Object.entries(factory.map);
      if (entries.length > MAX_LOOKUP_ENTRIES)
        return `Lookup [${name}] has ${entries.length} entries, more than ${MAX_LOOKUP_ENTRIES}`;
      if (entries.some(([, value]) => typeof value !== 'string'))
        return `Lookup [${name}] maps keys to strings only`;
    }
  }
  return undefined;
}

export class Lookups {
  constructor(private readonly configs: ConfigRepository) {}

  /** Every tier; undefined until the configuration was first posted (the real system's 404 then). */
  tiers(): LookupTiers | undefined {
    return this.configs.get<LookupTiers>(CONFIG_NAME);
  }

  /** Adds or replaces the lookups of a valid update (invalidLookupUpdate first); `{}` only starts the configuration. */
  merge(update: LookupTiers): void {
    const merged: Record<string, Record<string, LookupSpec>> = {};
    for (const [tier, lookups] of Object.entries(this.tiers() ?? {})) merged[tier] = { ...lookups };
    for (const [tier, lookups] of Object.entries(update)) merged[tier] = { ...merged[tier], ...lookups };
    this.configs.set(CONFIG_NAME, merged);
  }

  /** Removes a lookup; false when there was none. */
  remove(tier: string, name: string): boolean {
    const tiers = this.tiers();
    const lookups = tiers?.[tier];
    if (tiers === undefined || lookups?.[name] === undefined) return false;
    const { [name]: _removed, ...rest } = lookups;
    this.configs.set(CONFIG_NAME, { ...tiers, [tier]: rest });
    return true;
  }

  /** The key → value map of a lookup of the default tier, as SQL sees it. */
  map(name: string): ReadonlyMap<string, string> | undefined {
    const spec = this.tiers()?.[DEFAULT_TIER]?.[name];
    return spec === undefined ? undefined : new Map(Object.entries(spec.lookupExtractorFactory.map));
  }
}
