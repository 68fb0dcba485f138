// The figures a benchmark run measured against their goals, printed together at the end of `npm run bench`.

export interface Figure {
  readonly name: string;
  readonly value: number;
  /** The bound the figure should stay at or under; undefined: printed only, no goal. */
  readonly goal: number | undefined;
  readonly unit: string;
}

const figures: Figure[] = [];

/** Notes a figure; `goal` undefined for one that is printed, not judged. */
export function recordFigure(name: string, value: number, goal: number | undefined, unit = ''): void {
  figures.push({ name, value, goal, unit });
}

const text = (value: number, unit: string): string =>
  `${value.toFixed(value >= 100 ? 0 : 2)}${unit === '' ? '' : ` ${unit}`}`;

/** One line per figure: value, goal and value/goal (≤ 1.00 meets the goal). */
export function figureLines(): string[] {
  return figures.map(({ name, value, goal, unit }) =>
    goal === undefined
      ? `  ${name.padEnd(34)} ${text(value, unit).padStart(10)}  (no goal: printed only)`
      : `  ${name.padEnd(34)} ${text(value, unit).padStart(10)}  goal ≤ ${text(goal, unit)}, ratio to goal ` +
        `${(value / goal).toFixed(2)} ${value <= goal ? 'met' : 'MISSED'}`,
  );
}
