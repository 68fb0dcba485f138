// The kinds of value a setting can hold: how each is read from text (environment, flags) and from JSON (the file).
import { resolve } from 'node:path';
import { CAPABILITIES, isCapability } from '../core/capabilities.ts';
import { ProfileError, resolveExpectations } from '../deviations/profile.ts';

export interface Kind<T> {
  /** What a good value looks like, for error messages. */
  readonly expected: string;
  /** How --help shows the value of the flag; none for a flag that takes no value. */
  readonly placeholder?: string;
  /** Reads an environment variable or a flag; relative paths are resolved from `baseDir`. */
  fromText(text: string, baseDir: string): T;
  /** Reads a value of the configuration file; relative paths are resolved from the file's directory. */
  fromJson(value: unknown, baseDir: string): T;
}

/** A value that does not fit its kind; the loader names the key, variable or flag it came from. */
export class BadValue extends Error {}

function textKind<T>(
  placeholder: string,
  expected: string,
  read: (text: string, baseDir: string) => T,
): Kind<T> {
  return {
    expected,
    placeholder,
    fromText: read,
    fromJson(value, baseDir) {
      if (typeof value !== 'string') throw new BadValue(`must be ${expected}, not ${JSON.stringify(value)}`);
      return read(value, baseDir);
    },
  };
}

const nonEmpty = (placeholder: string, expected: string) =>
  textKind(placeholder, expected, (text) => {
    if (text.trim() === '') throw new BadValue(`must be ${expected}, not empty`);
    return text;
  });

export const url = textKind('URL', 'an http:// or https:// URL', (text) => {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new BadValue(`must be an http:// or https:// URL, not ${JSON.stringify(text)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new BadValue(`must be an http:// or https:// URL, not ${parsed.protocol}`);
  return text.replace(/\/+$/, '');
});

export const text = nonEmpty('TEXT', 'a non-empty string');

export const tagExpression = nonEmpty(
  'EXPRESSION',
  'a Cucumber tag expression such as "@sql and not @decided"',
);

export const word = textKind('WORD', 'a word of letters, digits, - or _ (for example analytics)', (text) => {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(text))
    throw new BadValue(`must be a word of letters, digits, - or _, not ${JSON.stringify(text)}`);
  return text;
});

/** A prefix of URL paths: `/` then segments, no trailing `/`, no query. */
export const pathPrefix = textKind('PREFIX', 'a URL path prefix such as /proxy/coordinator', (text) => {
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(text))
    throw new BadValue(`must be a URL path prefix such as /proxy/coordinator, not ${JSON.stringify(text)}`);
  return text;
});

export const path = textKind('PATH', 'a file or folder path', (text, baseDir) => {
  if (text.trim() === '') throw new BadValue('must be a path, not empty');
  return resolve(baseDir, text);
});

/** A bundled deviation profile by name (`druid-33`, `apache-druid-33`), or a file or directory by path. */
export const expectations = textKind(
  'NAME|PATH',
  'a bundled profile name or a file or folder path',
  (text, baseDir) => {
    if (text.trim() === '') throw new BadValue('must be a profile name or a path, not empty');
    try {
      return resolveExpectations(text, baseDir);
    } catch (error) {
      if (error instanceof ProfileError) throw new BadValue(error.message);
      throw error;
    }
  },
);

const known = Object.keys(CAPABILITIES).join(', ');
const checkCapabilities = (names: readonly string[]): readonly string[] => {
  const unknown = names.filter((name) => !isCapability(name));
  if (unknown.length > 0)
    throw new BadValue(`names unknown capabilities ${unknown.join(', ')} (known: ${known})`);
  return names;
};

export const capabilities: Kind<readonly string[]> = {
  expected: `capability names (${known})`,
  placeholder: 'NAME,…',
  fromText: (text) =>
    checkCapabilities(
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  fromJson(value) {
    if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
      throw new BadValue(`must be an array of capability names, not ${JSON.stringify(value)}`);
    return checkCapabilities(value);
  },
};

function integerKind(placeholder: string, expected: string, min: number): Kind<number> {
  const check = (value: number, shown: string): number => {
    if (!Number.isSafeInteger(value) || value < min) throw new BadValue(`must be ${expected}, not ${shown}`);
    return value;
  };
  return {
    expected,
    placeholder,
    fromText: (text) => check(/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN, JSON.stringify(text)),
    fromJson: (value) => check(typeof value === 'number' ? value : Number.NaN, JSON.stringify(value)),
  };
}

export const milliseconds = integerKind('MS', 'a whole number of milliseconds above 0', 1);

export const count = integerKind('N', 'a whole number, 0 or more', 0);

export const boolean: Kind<boolean> = {
  expected: 'true or false',
  fromText(text) {
    if (text === 'true' || text === 'false') return text === 'true';
    throw new BadValue(`must be true or false, not ${JSON.stringify(text)}`);
  },
  fromJson(value) {
    if (typeof value === 'boolean') return value;
    throw new BadValue(`must be true or false, not ${JSON.stringify(value)}`);
  },
};
