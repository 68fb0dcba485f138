// Hadoop's auth_to_local: the rules that map a Kerberos principal to the short name the cluster knows it by.

/** One rule: DEFAULT, or RULE:[n:format](match)s/pattern/replacement/g with an optional /L (lower case). */
interface Rule {
  readonly isDefault: boolean;
  readonly components?: number;
  readonly format?: string;
  readonly match?: RegExp | undefined;
  readonly substitute?: { readonly from: RegExp; readonly to: string } | undefined;
  readonly lowerCase?: boolean;
}

export class AuthToLocalError extends Error {}

const RULE_PATTERN =
  /^(?:(DEFAULT)|RULE:\[(\d+):([^\]]*)\](?:\(([^)]*)\))?(?:s\/([^/]*)\/([^/]*)\/(g)?)?\/?(L)?)(?:\s+|$)/;

function compile(source: string, flags = ''): RegExp {
  try {
    return new RegExp(source, flags);
  } catch {
    throw new AuthToLocalError(`invalid regular expression in authToLocal: ${source}`);
  }
}

/** Parses the rules text (rules separated by white space or new lines); throws AuthToLocalError when malformed. */
export function parseAuthToLocal(text: string): Rule[] {
  const rules: Rule[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const m = RULE_PATTERN.exec(rest);
    if (m === null) throw new AuthToLocalError(`invalid authToLocal rule at: ${rest.slice(0, 40)}`);
    const [whole, isDefault, n, format, match, from, to, global, lower] = m;
    rules.push(
      isDefault !== undefined
        ? { isDefault: true }
        : {
            isDefault: false,
            components: Number(n),
            format: format ?? '',
            match: match === undefined ? undefined : compile(`^(?:${match})$`),
            substitute:
              from === undefined ? undefined : { from: compile(from, global ? 'g' : ''), to: to ?? '' },
            lowerCase: lower !== undefined,
          },
    );
    rest = rest.slice(whole.length).trim();
  }
  if (rules.length === 0) throw new AuthToLocalError('authToLocal has no rules');
  return rules;
}

function applyRule(
  rule: Rule,
  components: readonly string[],
  realm: string,
  defaultRealm: string,
): string | undefined {
  if (rule.isDefault) {
    // DEFAULT: a principal of the server's own realm with one or two components maps to its first one.
    if (realm !== defaultRealm || components.length > 2) return undefined;
    return components[0];
  }
  if (components.length !== rule.components) return undefined;
  const base = (rule.format ?? '').replace(/\$(\d+)/g, (_, i: string) =>
    Number(i) === 0 ? realm : (components[Number(i) - 1] ?? ''),
  );
  if (rule.match !== undefined && !rule.match.test(base)) return undefined;
  const replaced =
    rule.substitute === undefined ? base : base.replace(rule.substitute.from, rule.substitute.to);
  return rule.lowerCase ? replaced.toLowerCase() : replaced;
}

/** The short name of `components@realm` under the first rule that applies, or undefined when none does. */
export function shortName(
  rules: readonly Rule[],
  components: readonly string[],
  realm: string,
  defaultRealm: string,
): string | undefined {
  for (const rule of rules) {
    const name = applyRule(rule, components, realm, defaultRealm);
    // Like Hadoop, a result that still looks like a principal is no short name.
    if (name !== undefined) return name.length > 0 && !/[@/]/.test(name) ? name : undefined;
  }
  return undefined;
}
