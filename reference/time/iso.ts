// ISO 8601 instants, periods and intervals as the spec uses them (UTC; `start/end`, `start/period`, `period/end`).

export interface Interval {
  /** Epoch milliseconds, inclusive. */
  readonly start: number;
  /** Epoch milliseconds, exclusive for segments, inclusive for audit windows (callers decide). */
  readonly end: number;
}

export interface Period {
  readonly years: number;
  readonly months: number;
  readonly weeks: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const INSTANT =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const PERIOD =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/** Parses an ISO 8601 instant; a missing zone means UTC. Returns undefined when the text is not one. */
export function parseInstant(text: string): number | undefined {
  const m = INSTANT.exec(text);
  if (!m) return undefined;
  const [year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = m.slice(1, 7);
  const fraction = (m[7] ?? '').padEnd(3, '0').slice(0, 3);
  const [mo, d, h, mi, s] = [month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 59) return undefined;
  const utc = Date.UTC(Number(year), mo - 1, d, h, mi, s, Number(fraction));
  if (new Date(utc).getUTCDate() !== d && h !== 24) return undefined;
  return utc - zoneOffsetMillis(m[8]);
}

function zoneOffsetMillis(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60_000;
}

/** Parses an ISO 8601 period such as P1D, PT1H or P1Y2M. Returns undefined when the text is not one. */
export function parsePeriod(text: string): Period | undefined {
  const m = PERIOD.exec(text);
  if (!m) return undefined;
  const n = (i: number): number => Number((m[i] ?? '0').replace(',', '.'));
  return { years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: n(7) };
}

/** Adds (sign 1) or subtracts (sign -1) a period, calendar-aware for years and months, in UTC. */
export function shiftByPeriod(instant: number, period: Period, sign: 1 | -1): number {
  const date = new Date(instant);
  const day = date.getUTCDate();
  // Calendar months clamp to the month's last day (Jan 31 + P1M = Feb 29), as Joda-Time does.
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + sign * (period.years * 12 + period.months));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  const fixedMillis =
    (((period.weeks * 7 + period.days) * 24 + period.hours) * 60 + period.minutes) * 60_000 +
    period.seconds * 1000;
  return date.getTime() + sign * fixedMillis;
}

/** Parses `start/end`, `start/period` or `period/end`. Returns undefined for malformed text or end before start. */
export function parseInterval(text: string, delimiter = '/'): Interval | undefined {
  const parts = text.split(delimiter);
  if (parts.length !== 2) return undefined;
  const [left = '', right = ''] = parts;
  const leftPeriod = parsePeriod(left);
  const rightPeriod = parsePeriod(right);
  let start: number | undefined;
  let end: number | undefined;
  if (leftPeriod && !rightPeriod) {
    end = parseInstant(right);
    start = end === undefined ? undefined : shiftByPeriod(end, leftPeriod, -1);
  } else if (rightPeriod && !leftPeriod) {
    start = parseInstant(left);
    end = start === undefined ? undefined : shiftByPeriod(start, rightPeriod, 1);
  } else if (!leftPeriod && !rightPeriod) {
    start = parseInstant(left);
    end = parseInstant(right);
  }
  if (start === undefined || end === undefined || end < start) return undefined;
  return { start, end };
}

/** ISO 8601 text in UTC with milliseconds, as every timestamp in a response. */
export function formatInstant(instant: number): string {
  return new Date(instant).toISOString();
}
