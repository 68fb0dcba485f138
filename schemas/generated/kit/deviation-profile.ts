// Generated from schemas/kit/deviation-profile.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * profile.json of a deviation profile directory (kit/profiles/<name>/): which real system the profile describes.
 */
export interface DeviationProfileInfo {
  $schema?: string;
  /**
   * The profile's name, the name of its directory, e.g. apache-druid-33
   */
  name: string;
  /**
   * The system and version as reports name it, e.g. Apache Druid 33.0.0
   */
  title: string;
  /**
   * What the profile covers and how it was made
   */
  description: string;
}
