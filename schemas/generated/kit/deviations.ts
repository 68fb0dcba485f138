// Generated from schemas/kit/deviations.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A file of known deviations of a real system from the spec (kit/profiles/<name>/<area>.json, or a file --expectations names). A file --expectations names may also hold the differential mode's `expectations`.
 */
export interface DeviationsFile {
  $schema?: string;
  deviations: Deviation[];
  /**
   * Differential mode's known divergences (kit/differential/expectations.ts checks them)
   */
  expectations?: unknown[];
}
/**
 * This interface was referenced by `DeviationsFile`'s JSON-Schema
 * via the `definition` "deviation".
 */
export interface Deviation {
  /**
   * The feature file, from the package's root, e.g. features/sql/result-formats.feature
   */
  feature: string;
  /**
   * The scenario's name exactly as the reports show it; for a Scenario Outline the name of the example (placeholders filled in)
   */
  scenario: string;
  /**
   * The catalogue rules the system deviates from; each must be a tag of the scenario
   *
   * @minItems 1
   */
  rules: [string, ...string[]];
  /**
   * One line: what the system does instead
   */
  deviation: string;
  /**
   * Where the deviation was seen: the version, a live run or a recording
   */
  evidence: string;
  /**
   * The distinct behaviour of the system this entry is one case of (e.g. the Overlord's empty 500 on segment changes); entries naming the same behaviour are counted as one in the reports. Default: the deviation text
   */
  behaviour?: string;
  /**
   * A text the scenario's failure contains when it deviates as listed (e.g. "got 404"). A poll whose answers show it for the settle time stops without waiting out its deadline; a failure without it is not the listed deviation and fails the run
   */
  shows?: string;
  /**
   * How long the answers must show `shows` before a poll stops (default an eighth of the deadline, at most 15 s): longer where the target's own cycle is (a compaction run), never beyond the deadline
   */
  settleMs?: number;
  /**
   * Only for a deviation that shows in some runs and not others by the target's timing: when it shows. A run where the scenario passes is then no unexpected pass
   */
  intermittent?: string;
  /**
   * spec-deviation: the system does otherwise by design; druid-bug: a defect of the system
   */
  kind?: 'spec-deviation' | 'druid-bug';
}
