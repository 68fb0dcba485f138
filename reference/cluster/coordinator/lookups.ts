// The Coordinator's lookup configuration (docs/facts/lookups.md §lookups.1): tiers of named lookups, each a version and
// a `map` extractor factory, kept in the metadata store; the SQL LOOKUP function and the `lookup` schema read it.
import { keyedObject, ownEntry } from '../../json/keyed.ts';
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

// The empty name: no tier or lookup is called that. (Names like `constructor` are kept in objects without a
// prototype and read as own entries only: json/keyed.ts.)
const RESERVED = new Set(['']);

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
    const merged = keyedObject<Record<string, LookupSpec>>();
    const add = (tiers: LookupTiers): void => {
      for (const [tier, lookups] of Object.entries(tiers)) {
        const into = ownEntry(merged, tier) ?? keyedObject<LookupSpec>();
        for (const [name, spec] of Object.entries(lookups)) into[name] = spec;
        merged[tier] = into;
      }
    };
    add(this.tiers() ?? {});
    add(update);
    this.configs.set(CONFIG_NAME, merged);
  }

  /** Removes a lookup; false when there was none. */
  remove(tier: string, name: string): boolean {
    const tiers = this.tiers();
    const lookups = ownEntry(tiers, tier);
    if (tiers === undefined || lookups === undefined || ownEntry(lookups, name) === undefined) return false;
    const rest = Object.fromEntries(Object.entries(lookups).filter(([key]) => key !== name));
    this.configs.set(CONFIG_NAME, Object.fromEntries([...Object.entries(tiers), [tier, rest]]));
    return true;
  }

  /** The lookups of a tier, or undefined. */
  tier(tier: string): Readonly<Record<string, LookupSpec>> | undefined {
    return ownEntry(this.tiers(), tier);
  }

  /** One lookup, or undefined. */
  spec(tier: string, name: string): LookupSpec | undefined {
    return ownEntry(this.tier(tier), name);
  }

  /** The key → value map of a lookup of the default tier, as SQL sees it. */
  map(name: string): ReadonlyMap<string, string> | undefined {
    const spec = this.spec(DEFAULT_TIER, name);
    return spec === undefined ? undefined : new Map(Object.entries(spec.lookupExtractorFactory.map));
  }
}
