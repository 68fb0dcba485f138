// Floating-point values written the way the real system's JSON writer prints them (Java's Double / Float toString).

/** Shortest decimal digits and exponent of `text`, a finite number as JavaScript prints it in exponent form. */
function digitsOf(exponential: string): { negative: boolean; digits: string; exponent: number } {
  const [mantissa = '0', exponent = '0'] = exponential.split('e');
  const negative = mantissa.startsWith('-');
  return { negative, digits: mantissa.replace(/^-/, '').replace('.', ''), exponent: Number(exponent) };
}

/**
 * Java's layout of shortest digits: plain with at least one fractional digit between 10^-3 and 10^7 (`100.0`,
 * `0.001`), else computerized scientific notation (`1.0E21`, `9.999E-4`). docs/facts/sql.md §sql.41.
 */
function javaLayout(exponential: string): string {
  const { negative, digits, exponent } = digitsOf(exponential);
  const sign = negative ? '-' : '';
  if (exponent >= -3 && exponent < 7) {
    if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1) || '0';
    return `${sign}${whole}.${fraction}`;
  }
  return `${sign}${digits[0]}.${digits.slice(1) || '0'}E${exponent}`;
}

/** A DOUBLE as the real system writes it: `1.0`, `0.1`, `1.0E300`; zero is `0.0` (`-0.0` keeps its sign). */
export function doubleText(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  return javaLayout(value.toExponential());
}

/**
 * A FLOAT (a 32-bit value widened to a double) as the real system writes it: the fewest digits that read back as
 * the same 32-bit value, so CAST(0.1 AS FLOAT) is `0.1`, not the double `0.10000000149011612`.
 */
export function floatText(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  for (let precision = 1; precision < 9; precision++) {
    const candidate = value.toExponential(precision - 1);
    if (Math.fround(Number(candidate)) === value) return javaLayout(candidate);
  }
  return javaLayout(value.toExponential(8));
}
