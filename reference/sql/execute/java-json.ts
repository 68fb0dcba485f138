// JSON text as the real system's serializer writes it: compact, doubles in Java's Double.toString form (2.0, 1.5E300).

/** A double as Java prints it: plain between 10^-3 and 10^7 with at least one decimal, else scientific `d.dE±n`. */
export function javaDouble(value: number): string {
  if (!Number.isFinite(value)) return JSON.stringify(String(value));
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') || text.includes('e') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  const digits = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${digits}E${Number(exponent)}`;
}

/** The JSON text of an array value; numbers of a DOUBLE / FLOAT array in Java's form. */
export function javaJson(value: unknown, doubles: boolean): string {
  if (!doubles || !Array.isArray(value)) return JSON.stringify(value);
  return `[${value.map((element) => (typeof element === 'number' ? javaDouble(element) : JSON.stringify(element ?? null))).join(',')}]`;
}

/** A multi-value string as results show it: null when empty, the string when one, else the list's JSON text. */
export function multiValueText(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? null;
  if (value.length === 0) return null;
  if (value.length === 1) return value[0] ?? null;
  return JSON.stringify(value);
}
