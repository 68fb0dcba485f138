// Objects whose keys are data (names from requests or from stored data) or lookup tables that such names index:
// without a prototype, `__proto__`, `constructor` or `toString` are plain keys, never Object.prototype's members.

/** An empty object for keys from data, used inside one module: assigning `__proto__` makes a key, not a prototype. */
export function keyedObject<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A copy of `entries` without a prototype: indexing it with a name from input finds only its own entries. */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  const table = keyedObject<T>();
  for (const [key, value] of Object.entries(entries)) table[key] = value;
  return Object.freeze(table);
}

/** The own entry `key` of an object that may have a prototype (parsed JSON, stored configuration), or undefined. */
export function ownEntry<T>(object: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return object !== undefined && Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Sets the own entry `key` of an ordinary object (one that is answered or compared as JSON): a defined property is an
 * own key even when it is `__proto__`, where an assignment would run the prototype's setter instead.
 */
export function setEntry<T>(object: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The entry of `key`, created by `init` the first time (the keyed maps of legacy bodies: interval → datasource). */
export function entryOf<T>(map: Record<string, T>, key: string, init: () => NoInfer<T>): T {
  const existing = ownEntry(map, key);
  if (existing !== undefined) return existing;
  const created = init();
  setEntry(map, key, created);
  return created;
}
