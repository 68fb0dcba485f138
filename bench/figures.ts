// The figures a benchmark run measured against their goals, printed together at the end of `npm run bench`: every
// goal a benchmark judges is recorded here, so the closing table leaves none out.

export interface Figure {
  readonly name: string;
  readonly value: number;
  /** The bound the figure should stay within; undefined: printed only, no goal. */
  readonly goal: number | undefined;
  readonly unit: string;
  /** `atLeast`: the figure should reach the goal (requests or rows per second); else stay at or under it. */
  readonly direction: 'atMost' | 'atLeast';
}

const figures: Figure[] = [];

/** Notes a figure that should stay at or under `goal`; `goal` undefined for one that is printed, not judged. */
export function recordFigure(name: string, value: number, goal: number | undefined, unit = ''): void {
  figures.push({ name, value, goal, unit, direction: 'atMost' });
}

/** Notes a figure that should reach `goal` (a throughput). */
export function recordThroughput(name: string, value: number, goal: number, unit = ''): void {
  figures.push({ name, value, goal, unit, direction: 'atLeast' });
}

const text = (value: number, unit: string): string =>
  `${value.toFixed(value >= 100 || value === 0 ? 0 : 2)}${unit === '' ? '' : ` ${unit}`}`;

/** How far the figure is from its goal: ≤ 1.00 meets it (value / goal, or goal / value for a throughput). */
function ratio({ value, goal, direction }: Figure & { goal: number }): number {
  if (direction === 'atLeast') return value <= 0 ? Number.POSITIVE_INFINITY : goal / value;
  // A goal of zero (failures) is met only by zero.
  if (goal === 0) return value === 0 ? 0 : Number.POSITIVE_INFINITY;
  return value / goal;
}

/** One line per figure: value, goal and the ratio to it (≤ 1.00 meets the goal). */
export function figureLines(): string[] {
  return figures.map((figure) => {
    const { name, value, goal, unit, direction } = figure;
    const shown = `  ${name.padEnd(38)} ${text(value, unit).padStart(12)}`;
    if (goal === undefined) return `${shown}  (no goal: printed only)`;
    const r = ratio({ ...figure, goal });
    const bound = direction === 'atLeast' ? '≥' : '≤';
    return `${shown}  goal ${bound} ${text(goal, unit)}, ratio to goal ${Number.isFinite(r) ? r.toFixed(2) : '∞'} ${r <= 1 ? 'met' : 'MISSED'}`;
  });
}
