// Time functions: TIME_FLOOR/CEIL/SHIFT/EXTRACT/PARSE/FORMAT, FLOOR/CEIL TO, EXTRACT, conversions, TIMESTAMPADD/DIFF.
// Values are wall-clock TIMESTAMPs of the query zone; a function's own zone argument converts around it.
import { lookupTable } from '../../json/keyed.ts';

import { parseInterval } from '../../time/iso.ts';
import type { Bound } from '../analyzer/bound.ts';
import { once } from '../analyzer/java-values.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { localToUtcSql, parseTimeZone, type TimeZone, utcToLocalSql } from '../time-zone.ts';
import { isNumeric, T } from '../types.ts';
import { argumentTypeError, type CallContext, constantString, fn, type SqlFunction } from './definition.ts';
import { jodaToStrftime } from './joda.ts';
import { parsePeriod, timeUnit, unitInterval } from './periods.ts';
import { elapsedBucketSql, elapsedShiftSql } from './time-buckets.ts';
import { DEFAULT_FORMAT, formatSql, hasOffset, parseFormat } from './time-format.ts';

const arg = (args: readonly Bound[], index: number): Bound => args[index] as Bound;

/**
 * A TIMESTAMP argument. Druid's own time functions (TIME_FLOOR, TIME_CEIL, TIME_SHIFT, TIME_EXTRACT, TIME_FORMAT,
 * TIMESTAMP_TO_MILLIS, DATE_TRUNC, TIME_IN_INTERVAL) refuse a DATE (live 33: "Cannot apply 'TIME_FLOOR' to arguments
 * of type 'TIME_FLOOR(<DATE>, …)'"); Calcite's (FLOOR … TO, EXTRACT, TIMESTAMPADD, TIMESTAMPDIFF) take one: `dates`.
 */
function timestampArgument(
  args: readonly Bound[],
  index: number,
  context: CallContext,
  dates = false,
): string {
  const value = arg(args, index);
  if (value.type.name === 'TIMESTAMP' || value.type.name === 'NULL') return value.sql;
  if (value.type.name === 'DATE' && dates) return `CAST(${value.sql} AS TIMESTAMP)`;
  throw argumentTypeError(context, args, `'${context.call.name}(<TIMESTAMP>, …)'`);
}

function zoneArgument(args: readonly Bound[], index: number, context: CallContext): TimeZone | undefined {
  const value = args[index];
  if (value === undefined || value.constant === null) return undefined;
  const text = constantString(context, value, 'a time zone');
  const zone = parseTimeZone(text);
  if (!zone) throw new SqlError('validation', `Unknown time zone '${text}'`, value.span);
  return zone;
}

/** Applies `work` to the timestamp seen in `zone` (when given), converting back to the query zone afterwards. */
function inZone(
  sql: string,
  zone: TimeZone | undefined,
  context: CallContext,
  work: (local: string) => string,
  utc?: string,
): string {
  const query = context.env.options.zone;
  if (zone === undefined || JSON.stringify(zone) === JSON.stringify(query)) return work(sql);
  const there = utcToLocalSql(zone, utc ?? localToUtcSql(query, sql));
  return utcToLocalSql(query, localToUtcSql(zone, work(there)));
}

function floorSql(ts: string, periodText: string, origin: string | undefined, context: CallContext): string {
  const period = parsePeriod(periodText, context.call.span);
  if (origin === undefined && period.unit !== undefined)
    return `date_trunc(${quoteString(period.unit)}, ${ts})`;
  return `time_bucket(${period.interval}, ${ts}, ${origin ?? "TIMESTAMP '1970-01-01 00:00:00'"})`;
}

function floorCall(ceil: boolean): SqlFunction['bind'] {
  return (args, context) => {
    const ts = timestampArgument(args, 0, context);
    const period = constantString(context, args[1], 'a period such as PT1H');
    const origin = args[2] && args[2].type.name !== 'NULL' ? timestampArgument(args, 2, context) : undefined;
    const query = context.env.options.zone;
    const zone = zoneArgument(args, 3, context);
    const utc = args[0]?.utc;
    const bucketing = { ts, utc, period, origin, query, zone: zone ?? query, span: context.call.span };
    const elapsed = elapsedBucketSql(bucketing, ceil);
    if (elapsed !== undefined) return { sql: `CAST(${elapsed} AS TIMESTAMP)`, type: T.timestamp };
    const sql = inZone(
      ts,
      zone,
      context,
      (local) => {
        const floor = floorSql(local, period, origin, context);
        if (!ceil) return floor;
        const { interval } = parsePeriod(period, context.call.span);
        return `(CASE WHEN ${floor} = ${local} THEN ${local} ELSE CAST(${floor} + ${interval} AS TIMESTAMP) END)`;
      },
      utc,
    );
    return { sql: `CAST(${sql} AS TIMESTAMP)`, type: T.timestamp };
  };
}

const EXTRACT_UNITS: Readonly<Record<string, string>> = lookupTable({
  MILLISECOND: "(date_part('millisecond', $) % 1000)",
  SECOND: "date_part('second', $)",
  MINUTE: "date_part('minute', $)",
  HOUR: "date_part('hour', $)",
  DAY: "date_part('day', $)",
  DOW: "date_part('isodow', $)",
  ISODOW: "date_part('isodow', $)",
  DOY: "date_part('doy', $)",
  WEEK: "date_part('week', $)",
  MONTH: "date_part('month', $)",
  QUARTER: "date_part('quarter', $)",
  YEAR: "date_part('year', $)",
  // Druid 33 answers the calendar year (live: ISOYEAR of 2021-01-03 is 2021, its ISO week year 2020).
  ISOYEAR: "date_part('year', $)",
  DECADE: "date_part('decade', $)",
  CENTURY: "date_part('century', $)",
  MILLENNIUM: "date_part('millennium', $)",
});

function extractSql(unitText: string, ts: string, context: CallContext): string {
  const unit = unitText.toUpperCase();
  if (unit === 'EPOCH')
    return `CAST(floor(epoch_ms(${localToUtcSql(context.env.options.zone, ts)}) / 1000) AS BIGINT)`;
  const template = EXTRACT_UNITS[unit];
  if (template === undefined)
    throw new SqlError(
      'validation',
      `Unsupported unit '${unitText}' for extracting from a timestamp`,
      context.call.span,
    );
  return `CAST(${template.replace('$', ts)} AS BIGINT)`;
}

/**
 * A wall-clock time of the zone read as its instant; a time the zone skips (the hour its clocks spring over) is NULL,
 * as Joda refuses it (Druid 33 live: TIME_PARSE('2024-03-10 02:30:00', …, 'America/New_York') is NULL); a time the
 * zone has twice (the hour its clocks fall back over) is the earlier instant, as Joda takes it (live 33:
 * TIME_PARSE('2024-11-03T01:30:00', NULL, 'America/Los_Angeles') is 08:30Z, not 09:30Z).
 */
function realLocalToUtc(zone: TimeZone, local: string): string {
  if (zone.kind !== 'region') return localToUtcSql(zone, local);
  return once(local, (v) => {
    const later = localToUtcSql(zone, v);
    const earlier = `(${later} - INTERVAL 1 HOUR)`;
    return (
      `CASE WHEN ${utcToLocalSql(zone, earlier)} = ${v} THEN ${earlier} ` +
      `WHEN ${utcToLocalSql(zone, later)} = ${v} THEN ${later} END`
    );
  });
}

function parseSql(text: string, pattern: string | undefined, zone: TimeZone, context: CallContext): string {
  const query = context.env.options.zone;
  if (pattern !== undefined) {
    const format = jodaToStrftime(pattern, context.call.span);
    if (hasOffset(format)) {
      const parsed = `CAST(try_strptime(${text}, ${quoteString(parseFormat(format))}) AS TIMESTAMP)`;
      return utcToLocalSql(query, parsed);
    }
    return utcToLocalSql(query, realLocalToUtc(zone, `try_strptime(${text}, ${quoteString(format)})`));
  }
  const withOffset = `CAST(TRY_CAST(${text} AS TIMESTAMPTZ) AS TIMESTAMP)`;
  // All in UTC: text without an offset is read as UTC anyway, so one cast does (ingestion's hot path).
  if (zone.kind === 'utc' && query.kind === 'utc') return withOffset;
  const plain = `TRY_CAST(replace(${text}, 'T', ' ') AS TIMESTAMP)`;
  return `(CASE WHEN regexp_matches(${text}, '[T ]\\d\\d.*(Z|[+-]\\d\\d:?\\d\\d)$') THEN ${utcToLocalSql(query, withOffset)} ELSE ${utcToLocalSql(query, realLocalToUtc(zone, plain))} END)`;
}

const TRUNC_UNITS = ['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'];

export const TIME_FUNCTIONS: readonly SqlFunction[] = [
  fn('TIME_FLOOR', 2, 4, floorCall(false)),
  fn('TIME_CEIL', 2, 4, floorCall(true)),
  fn('TIME_SHIFT', 3, 4, (args, context) => {
    const ts = timestampArgument(args, 0, context);
    const period = constantString(context, args[1], 'a period such as PT1H');
    const { interval } = parsePeriod(period, context.call.span);
    const step = arg(args, 2);
    if (!isNumeric(step.type))
      throw argumentTypeError(context, args, "'TIME_SHIFT(<TIMESTAMP>, <PERIOD>, <INTEGER>)'");
    const zone = zoneArgument(args, 3, context);
    const elapsed = elapsedShiftSql(ts, period, step.sql, context.env.options.zone);
    const sql =
      elapsed ??
      inZone(ts, zone, context, (local) => `(${local} + CAST(${step.sql} AS BIGINT) * ${interval})`);
    return { sql: `CAST(${sql} AS TIMESTAMP)`, type: T.timestamp };
  }),
  fn('TIME_EXTRACT', 1, 3, (args, context) => {
    const ts = timestampArgument(args, 0, context);
    const unit = args[1] ? constantString(context, args[1], 'a unit such as HOUR') : 'MILLISECOND';
    const zone = zoneArgument(args, 2, context);
    const utc = args[0]?.utc ?? localToUtcSql(context.env.options.zone, ts);
    const there = zone ? utcToLocalSql(zone, utc) : ts;
    return { sql: extractSql(unit, there, context), type: T.bigint };
  }),
  fn('$EXTRACT', 2, 2, (args, context) => ({
    sql: extractSql(
      constantString(context, args[0], 'a unit'),
      timestampArgument(args, 1, context, true),
      context,
    ),
    type: T.bigint,
  })),
  fn('TIME_PARSE', 1, 3, (args, context) => {
    const text = arg(args, 0);
    if (text.type.name !== 'VARCHAR' && text.type.name !== 'NULL')
      throw argumentTypeError(context, args, "'TIME_PARSE(<VARCHAR>[, <PATTERN>[, <TIMEZONE>]])'");
    const pattern =
      args[1] && args[1].constant !== null ? constantString(context, args[1], 'a pattern') : undefined;
    const zone = zoneArgument(args, 2, context) ?? context.env.options.zone;
    return { sql: parseSql(text.sql, pattern, zone, context), type: T.timestamp };
  }),
  fn('TIME_FORMAT', 1, 3, (args, context) => {
    const ts = timestampArgument(args, 0, context);
    const pattern =
      args[1] && args[1].constant !== null ? constantString(context, args[1], 'a pattern') : undefined;
    const zone = zoneArgument(args, 2, context) ?? context.env.options.zone;
    const there = utcToLocalSql(zone, args[0]?.utc ?? localToUtcSql(context.env.options.zone, ts));
    const format = pattern === undefined ? DEFAULT_FORMAT : jodaToStrftime(pattern, context.call.span);
    return { sql: formatSql(there, format, zone), type: T.varchar };
  }),
  ...(['FLOOR', 'CEIL'] as const).map((name) =>
    fn(`$${name}_TO`, 2, 2, (args, context) => {
      const ts = timestampArgument(args, 0, context, true);
      const unit = timeUnit(constantString(context, args[1], 'a unit'), context.call.span, TRUNC_UNITS);
      const floor = `date_trunc(${quoteString(unit)}, ${ts})`;
      const sql =
        name === 'FLOOR'
          ? floor
          : `(CASE WHEN ${floor} = ${ts} THEN ${ts} ELSE ${floor} + ${unitInterval(unit, '1')} END)`;
      // A DATE stays a DATE (live 33: FLOOR(CAST("__time" AS DATE) TO MONTH) is a DATE).
      return {
        sql: `CAST(${sql} AS TIMESTAMP)`,
        type: arg(args, 0).type.name === 'DATE' ? T.date : T.timestamp,
      };
    }),
  ),
  fn('DATE_TRUNC', 2, 2, (args, context) => {
    const unit = timeUnit(constantString(context, args[0], 'a unit'), context.call.span, TRUNC_UNITS);
    return {
      sql: `CAST(date_trunc(${quoteString(unit)}, ${timestampArgument(args, 1, context)}) AS TIMESTAMP)`,
      type: T.timestamp,
    };
  }),
  fn('MILLIS_TO_TIMESTAMP', 1, 1, (args, context) => {
    if (!isNumeric(arg(args, 0).type))
      throw argumentTypeError(context, args, "'MILLIS_TO_TIMESTAMP(<BIGINT>)'");
    return {
      sql: utcToLocalSql(context.env.options.zone, `epoch_ms(CAST(${arg(args, 0).sql} AS BIGINT))`),
      type: T.timestamp,
    };
  }),
  fn('TIMESTAMP_TO_MILLIS', 1, 1, (args, context) => ({
    sql: `epoch_ms(${args[0]?.utc ?? localToUtcSql(context.env.options.zone, timestampArgument(args, 0, context))})`,
    type: T.bigint,
  })),
  fn('TIMESTAMPADD', 3, 3, (args, context) => {
    const unit = timeUnit(constantString(context, args[0], 'a unit'), context.call.span);
    if (!isNumeric(arg(args, 1).type))
      throw argumentTypeError(context, args, "'TIMESTAMPADD(<UNIT>, <INTEGER>, <TIMESTAMP>)'");
    const ts = timestampArgument(args, 2, context, true);
    const amount =
      unit === 'millisecond'
        ? `(CAST(${arg(args, 1).sql} AS BIGINT) * INTERVAL 1 MILLISECOND)`
        : unitInterval(unit, arg(args, 1).sql);
    // Calcite types the sum as its operand: a DATE moved by a week is a DATE (Druid 33 live).
    const type = arg(args, 2).type.name === 'DATE' ? T.date : T.timestamp;
    return { sql: `CAST(${ts} + ${amount} AS TIMESTAMP)`, type };
  }),
  fn('TIMESTAMPDIFF', 3, 3, (args, context) => {
    const unit = timeUnit(constantString(context, args[0], 'a unit'), context.call.span);
    const sql = `CAST(date_sub(${quoteString(unit)}, ${timestampArgument(args, 1, context, true)}, ${timestampArgument(args, 2, context, true)}) AS INTEGER)`;
    return { sql, type: T.integer };
  }),
  fn('TIME_IN_INTERVAL', 2, 2, (args, context) => {
    const text = constantString(context, args[1], 'an ISO 8601 interval');
    const interval = parseInterval(text);
    if (interval === undefined)
      throw new SqlError(
        'validation',
        `Invalid interval '${text}': expected ISO 8601 such as 2015-09-12/P1D`,
        arg(args, 1).span,
      );
    const { start, end } = interval;
    const bound = (ms: number) => utcToLocalSql(context.env.options.zone, `epoch_ms(${ms})`);
    const ts = timestampArgument(args, 0, context);
    return { sql: `(${ts} >= ${bound(start)} AND ${ts} < ${bound(end)})`, type: T.boolean };
  }),
  fn('CURRENT_TIMESTAMP', 0, 0, (_args, context) => ({
    sql: utcToLocalSql(context.env.options.zone, `epoch_ms(${context.env.options.now})`),
    type: T.timestamp,
  })),
  fn('LOCALTIMESTAMP', 0, 0, (_args, context) => ({
    sql: utcToLocalSql(context.env.options.zone, `epoch_ms(${context.env.options.now})`),
    type: T.timestamp,
  })),
  fn('CURRENT_DATE', 0, 0, (_args, context) => ({
    sql: `CAST(${utcToLocalSql(context.env.options.zone, `epoch_ms(${context.env.options.now})`)} AS DATE)`,
    type: T.date,
  })),
];
