// Expands placeholders in feature text: ${unique}, ${now±<period>} instants, and names a step has set (${task}).

const UNIT_MS = { D: 86_400_000, H: 3_600_000, M: 60_000, S: 1000 } as const;

/** Milliseconds of a day-time period such as P1D, PT1H or P2DT30M (no calendar units: the kit needs none). */
function periodMillis(period: string): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(period);
  if (!m || period === 'P' || period.endsWith('T'))
    throw new Error(`Unsupported period ${period} in a placeholder`);
  const [days, hours, minutes, seconds] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  return days * UNIT_MS.D + hours * UNIT_MS.H + minutes * UNIT_MS.M + seconds * UNIT_MS.S;
}

/** `named`: values steps of the scenario have set, such as `task` (the ID of the task it submitted last). */
export function expand(
  text: string,
  unique: string,
  now: number = Date.now(),
  named: ReadonlyMap<string, string> = new Map(),
): string {
  return text.replace(/\$\{([^}]+)\}/g, (whole, expression: string) => {
    if (expression === 'unique') return unique;
    const value = named.get(expression);
    if (value !== undefined) return value;
    const time = /^now(?:([+-])(P[0-9DTHMS]+))?$/.exec(expression);
    if (!time) throw new Error(`Unknown placeholder ${whole} in feature text`);
    const offset = time[2] ? periodMillis(time[2]) * (time[1] === '-' ? -1 : 1) : 0;
    return new Date(now + offset).toISOString();
  });
}
