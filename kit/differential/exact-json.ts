// JSON parsing that keeps what JSON.parse loses: integers past 2^53 and negative zero become marked strings (pure).

/** A JSON string, or a number token (sign, digits, fraction, exponent). */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** How an integer beyond exactness reads after parsing: compared as text, so every digit counts. */
export const bigIntegerMark = (digits: string): string => `<integer ${digits}>`;
/** How a negative zero reads after parsing (JSON.parse gives -0, which equals 0 and prints as 0). */
export const NEGATIVE_ZERO = '<-0.0>';

function marked(token: string): string {
  if (token.startsWith('"')) return token;
  if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token)))
    return JSON.stringify(bigIntegerMark(token.replace(/^(-?)0+(?=\d)/, '$1')));
  if (/^-0+(\.0+)?([eE][+-]?\d+)?$/.test(token)) return JSON.stringify(NEGATIVE_ZERO);
  return token;
}

/** JSON.parse of the text, with big integers and negative zeros marked; throws on text that is not JSON. */
export function parseExact(text: string): unknown {
  return JSON.parse(text.replace(TOKEN, marked));
}
