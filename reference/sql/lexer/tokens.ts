// The token vocabulary of the SQL dialect: patterns the lexer matches, and keywords it re-tags identifiers into.
import { createToken, Lexer, type TokenType } from 'chevrotain';

// ---------------------------------------------------------------- categories (matched by the parser, never lexed)

/** Anything usable as a name: identifiers, quoted identifiers and non-reserved keywords. */
export const Name = createToken({ name: 'Name', pattern: Lexer.NA, label: 'identifier' });
export const ArithmeticOperator = createToken({
  name: 'ArithmeticOperator',
  pattern: Lexer.NA,
  label: 'operator',
});
export const ComparisonOperator = createToken({
  name: 'ComparisonOperator',
  pattern: Lexer.NA,
  label: 'operator',
});
export const LogicalOperator = createToken({ name: 'LogicalOperator', pattern: Lexer.NA, label: 'AND, OR' });

// ---------------------------------------------------------------- lexed tokens

export const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /\s+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});
export const LineComment = createToken({ name: 'LineComment', pattern: /--[^\n\r]*/, group: Lexer.SKIPPED });
export const BlockComment = createToken({
  name: 'BlockComment',
  pattern: /\/\*[\s\S]*?\*\//,
  group: Lexer.SKIPPED,
  line_breaks: true,
});
export const UnicodeString = createToken({
  name: 'UnicodeString',
  pattern: /[Uu]&'(?:[^']|'')*'/,
  line_breaks: true,
  label: 'string',
  start_chars_hint: ['U', 'u'],
});
export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: /'(?:[^']|'')*'/,
  line_breaks: true,
  label: 'string',
});
export const QuotedIdentifier = createToken({
  name: 'QuotedIdentifier',
  pattern: /"(?:[^"]|"")*"/,
  line_breaks: true,
  categories: [Name],
  label: 'quoted identifier',
});
export const NumberLiteral = createToken({
  name: 'NumberLiteral',
  pattern: /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/,
  label: 'number',
});
export const Identifier = createToken({
  name: 'Identifier',
  pattern: /[A-Za-z_][A-Za-z0-9_$]*/,
  categories: [Name],
  label: 'identifier',
});

function operator(name: string, pattern: string, categories: TokenType[] = []): TokenType {
  return createToken({ name, pattern, label: pattern, categories });
}

export const NotEquals = operator('NotEquals', '<>', [ComparisonOperator]);
export const BangEquals = operator('BangEquals', '!=', [ComparisonOperator]);
export const LessOrEqual = operator('LessOrEqual', '<=', [ComparisonOperator]);
export const GreaterOrEqual = operator('GreaterOrEqual', '>=', [ComparisonOperator]);
export const Arrow = operator('Arrow', '=>');
export const Concat = operator('Concat', '||', [ArithmeticOperator]);
export const Equals = operator('Equals', '=', [ComparisonOperator]);
export const Less = operator('Less', '<', [ComparisonOperator]);
export const Greater = operator('Greater', '>', [ComparisonOperator]);
export const Plus = operator('Plus', '+', [ArithmeticOperator]);
export const Minus = operator('Minus', '-', [ArithmeticOperator]);
export const Star = operator('Star', '*', [ArithmeticOperator]);
export const Slash = operator('Slash', '/', [ArithmeticOperator]);
export const Percent = operator('Percent', '%', [ArithmeticOperator]);
export const LParen = operator('LParen', '(');
export const RParen = operator('RParen', ')');
export const LBracket = operator('LBracket', '[');
export const RBracket = operator('RBracket', ']');
export const Comma = operator('Comma', ',');
export const Dot = operator('Dot', '.');
export const Semicolon = operator('Semicolon', ';');
export const Question = operator('Question', '?');
// Only inside JSON_OBJECT(…) (`'a': 1`); lexer.ts refuses it elsewhere, as before it was lexed at all.
export const Colon = operator('Colon', ':');

// ---------------------------------------------------------------- keywords (identifiers re-tagged after lexing)

const keywordTable = new Map<string, TokenType>();

/** A keyword token; `reserved: false` lets it also stand wherever a name is expected. */
function keyword(word: string, reserved = true, categories: TokenType[] = []): TokenType {
  const token = createToken({
    name: word,
    pattern: Lexer.NA,
    label: word,
    categories: reserved ? categories : [...categories, Name],
  });
  keywordTable.set(word, token);
  return token;
}

export const SELECT = keyword('SELECT');
export const FROM = keyword('FROM');
export const WHERE = keyword('WHERE');
export const GROUP = keyword('GROUP');
export const BY = keyword('BY');
export const HAVING = keyword('HAVING');
export const ORDER = keyword('ORDER');
export const LIMIT = keyword('LIMIT');
export const OFFSET = keyword('OFFSET');
export const FETCH = keyword('FETCH');
export const UNION = keyword('UNION');
export const INTERSECT = keyword('INTERSECT');
export const EXCEPT = keyword('EXCEPT');
export const ALL = keyword('ALL');
export const DISTINCT = keyword('DISTINCT');
export const AS = keyword('AS');
export const ON = keyword('ON');
export const JOIN = keyword('JOIN');
export const INNER = keyword('INNER');
export const LEFT = keyword('LEFT');
export const RIGHT = keyword('RIGHT');
export const FULL = keyword('FULL');
export const OUTER = keyword('OUTER');
export const CROSS = keyword('CROSS');
export const AND = keyword('AND', true, [LogicalOperator]);
export const OR = keyword('OR', true, [LogicalOperator]);
export const NOT = keyword('NOT');
export const IN = keyword('IN');
export const IS = keyword('IS');
export const NULL = keyword('NULL');
export const BETWEEN = keyword('BETWEEN');
export const LIKE = keyword('LIKE');
export const ESCAPE = keyword('ESCAPE');
export const CASE = keyword('CASE');
export const WHEN = keyword('WHEN');
export const THEN = keyword('THEN');
export const ELSE = keyword('ELSE');
export const CAST = keyword('CAST');
export const TRUE = keyword('TRUE');
export const FALSE = keyword('FALSE');
export const WITH = keyword('WITH');
export const EXISTS = keyword('EXISTS');
export const INSERT = keyword('INSERT');
export const REPLACE = keyword('REPLACE');
export const INTO = keyword('INTO');
export const OVERWRITE = keyword('OVERWRITE');
export const PARTITIONED = keyword('PARTITIONED');
export const CLUSTERED = keyword('CLUSTERED');
export const TABLE = keyword('TABLE');
export const EXTEND = keyword('EXTEND');
export const INTERVAL = keyword('INTERVAL');
export const ARRAY = keyword('ARRAY');
export const RETURNING = keyword('RETURNING');
export const FILTER = keyword('FILTER');
export const ASC = keyword('ASC');
export const DESC = keyword('DESC');
export const NULLS = keyword('NULLS');
export const EXPLAIN = keyword('EXPLAIN');
export const PLAN = keyword('PLAN');
export const FOR = keyword('FOR');
export const TO = keyword('TO');
export const BOTH = keyword('BOTH');
export const LEADING = keyword('LEADING');
export const TRAILING = keyword('TRAILING');
// Functions with their own syntax inside the parentheses.
export const EXTRACT = keyword('EXTRACT');
export const FLOOR = keyword('FLOOR');
export const CEIL = keyword('CEIL');
export const POSITION = keyword('POSITION');
export const SUBSTRING = keyword('SUBSTRING');
export const TRIM = keyword('TRIM');
export const TIMESTAMPADD = keyword('TIMESTAMPADD');
export const TIMESTAMPDIFF = keyword('TIMESTAMPDIFF');
export const NiladicFunction = createToken({ name: 'NiladicFunction', pattern: Lexer.NA, label: 'function' });
export const CURRENT_TIMESTAMP = keyword('CURRENT_TIMESTAMP', true, [NiladicFunction]);
export const CURRENT_DATE = keyword('CURRENT_DATE', true, [NiladicFunction]);
export const CURRENT_TIME = keyword('CURRENT_TIME', true, [NiladicFunction]);
export const LOCALTIMESTAMP = keyword('LOCALTIMESTAMP', true, [NiladicFunction]);
export const LOCALTIME = keyword('LOCALTIME', true, [NiladicFunction]);
// Non-reserved: keywords in their place, plain names (columns `end`, `rows`, …) everywhere else.
export const END = keyword('END', false);
export const FIRST = keyword('FIRST', false);
export const LAST = keyword('LAST', false);
export const NEXT = keyword('NEXT', false);
export const ROW = keyword('ROW', false);
export const ROWS = keyword('ROWS', false);
export const ONLY = keyword('ONLY', false);
// Statement-list and FROM words: SET before a statement, VALUES rows, UNNEST of an array.
export const SET = keyword('SET');
export const VALUES = keyword('VALUES');
export const UNNEST = keyword('UNNEST');
// Reserved as in Calcite: JSON_OBJECT(KEY k VALUE v, k: v, k, v) has a syntax of its own (§sql.66).
export const JSON_OBJECT = keyword('JSON_OBJECT');
// Window functions: OVER is reserved, the words of a window specification are names elsewhere.
export const OVER = keyword('OVER');
// Quantified comparisons: `= ANY (subquery)`, `<> ALL (subquery)`.
export const ANY = keyword('ANY', false);
export const SOME = keyword('SOME', false);
export const PARTITION = keyword('PARTITION', false);
export const RANGE = keyword('RANGE', false);
export const UNBOUNDED = keyword('UNBOUNDED', false);
export const PRECEDING = keyword('PRECEDING', false);
export const FOLLOWING = keyword('FOLLOWING', false);
export const CURRENT = keyword('CURRENT', false);
// Reserved though unused by the grammar, so that named windows, NATURAL and USING joins fail at the word itself.
for (const word of ['WINDOW', 'NATURAL', 'USING', 'LATERAL']) keyword(word);
keywordTable.set('CEILING', CEIL);

/** Upper-cased word → keyword token type. */
export const keywords: ReadonlyMap<string, TokenType> = keywordTable;

/** What the lexer matches, in priority order (first match wins, so longer operators come first). */
export const lexedTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  BlockComment,
  UnicodeString,
  StringLiteral,
  QuotedIdentifier,
  NumberLiteral,
  Identifier,
  NotEquals,
  BangEquals,
  LessOrEqual,
  GreaterOrEqual,
  Arrow,
  Concat,
  Equals,
  Less,
  Greater,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Dot,
  Semicolon,
  Question,
  Colon,
];

/** Everything the parser may see: lexed tokens, keywords and categories. */
export const allTokens: TokenType[] = [
  Name,
  ArithmeticOperator,
  ComparisonOperator,
  LogicalOperator,
  NiladicFunction,
  ...lexedTokens,
  ...new Set(keywordTable.values()),
];
