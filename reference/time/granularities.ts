// The named segment granularities of the real system (HOUR, DAY, …) and the ISO period each stands for.
import { lookupTable } from '../json/keyed.ts';
export const NAMED_GRANULARITIES: Readonly<Record<string, string>> = lookupTable({
  SECOND: 'PT1S',
  MINUTE: 'PT1M',
  FIVE_MINUTE: 'PT5M',
  TEN_MINUTE: 'PT10M',
  FIFTEEN_MINUTE: 'PT15M',
  THIRTY_MINUTE: 'PT30M',
  HOUR: 'PT1H',
  SIX_HOUR: 'PT6H',
  DAY: 'P1D',
  WEEK: 'P1W',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  YEAR: 'P1Y',
});
