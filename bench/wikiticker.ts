// The wikiticker sample the benchmarks grow their datasets from: where it is and how its columns are typed.
import { fileURLToPath } from 'node:url';

/** Kept in the repository (bench/data/README.md), so the benchmarks need nothing outside it. */
export const WIKITICKER_SAMPLE = fileURLToPath(
  new URL('./data/wikiticker-2015-09-12-sampled.json.gz', import.meta.url),
);

export const STRING_COLUMNS = [
  'channel',
  'cityName',
  'comment',
  'countryIsoCode',
  'countryName',
  'isAnonymous',
  'isMinor',
  'isNew',
  'isRobot',
  'isUnpatrolled',
  'namespace',
  'page',
  'regionIsoCode',
  'regionName',
  'user',
] as const;

export const LONG_COLUMNS = ['metroCode', 'delta', 'added', 'deleted'] as const;
