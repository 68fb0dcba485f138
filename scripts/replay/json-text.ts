// Reads JSON without losing what JSON.parse drops: integers past 2^53 and repeated keys (Druid writes both).
export type JsonNode =
  | { readonly kind: 'null' | 'true' | 'false' }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly JsonNode[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, JsonNode])[] };

/** Parses one JSON value (the whole text); throws SyntaxError when it is not JSON. */
export function parseJson(text: string): JsonNode {
  const reader = new Reader(text);
  reader.space();
  const value = reader.value();
  reader.space();
  if (reader.at < text.length) throw new SyntaxError(`unexpected text at ${reader.at}`);
  return value;
}

/** Parses JSON, or undefined when the text is not JSON. */
export function tryParseJson(text: string): JsonNode | undefined {
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  value(): JsonNode {
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return { kind: 'string', value: this.string() };
    for (const word of ['null', 'true', 'false'] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return { kind: word };
      }
    }
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at, this.at + 400));
    if (number === null) throw new SyntaxError(`unexpected ${c ?? 'end'} at ${this.at}`);
    this.at += number[0].length;
    return { kind: 'number', text: number[0] };
  }

  private string(): string {
    // Find the closing quote (skipping escapes); JSON.parse then checks and decodes the string.
    let end = this.at + 1;
    while (end < this.text.length && this.text[end] !== '"') end += this.text[end] === '\\' ? 2 : 1;
    if (end >= this.text.length) throw new SyntaxError(`unterminated string at ${this.at}`);
    const literal = this.text.slice(this.at, end + 1);
    this.at = end + 1;
    return JSON.parse(literal) as string;
  }

  private array(): JsonNode {
    const items: JsonNode[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return { kind: 'array', items };
    }
    for (;;) {
      this.space();
      items.push(this.value());
      this.space();
      const c = this.text[this.at++];
      if (c === ']') return { kind: 'array', items };
      if (c !== ',') throw new SyntaxError(`expected , or ] at ${this.at - 1}`);
    }
  }

  private object(): JsonNode {
    const entries: (readonly [string, JsonNode])[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return { kind: 'object', entries };
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') throw new SyntaxError(`expected a key at ${this.at}`);
      const key = this.string();
      this.space();
      if (this.text[this.at++] !== ':') throw new SyntaxError(`expected : at ${this.at - 1}`);
      this.space();
      entries.push([key, this.value()]);
      this.space();
      const c = this.text[this.at++];
      if (c === '}') return { kind: 'object', entries };
      if (c !== ',') throw new SyntaxError(`expected , or } at ${this.at - 1}`);
    }
  }
}
