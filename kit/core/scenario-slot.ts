// A value a scenario sets up once and later steps use (its LDAP directory, its Kerberos realm), kept per scenario.

export interface ScenarioSlot<T> {
  set(scenario: object, value: T): void;
  /** The scenario's value; a harness error when a step needs one the scenario never set up. */
  of(scenario: object): T;
}

export function scenarioSlot<T>(what: string): ScenarioSlot<T> {
  const values = new WeakMap<object, T>();
  return {
    set: (scenario, value) => void values.set(scenario, value),
    of(scenario) {
      const value = values.get(scenario);
      if (value === undefined) throw new Error(`No ${what} was set up in this scenario`);
      return value;
    },
  };
}
