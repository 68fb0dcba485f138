// The SQL grammar as a chevrotain CstParser: rules only, no semantic actions (ast/build.ts turns the CST into the AST).
import {
  CstParser,
  type IOrAlt,
  type IParserErrorMessageProvider,
  type IToken,
  type OrMethodOpts,
  type TokenType,
  tokenMatcher,
} from 'chevrotain';
import * as T from '../lexer/tokens.ts';
import type { StatementCstNode } from './generated/cst.ts';

/** Error "messages" are the short list of acceptable tokens; syntax-error.ts words the real message. */
const expectedTokens: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => labelOf(expected),
  buildNotAllInputParsedMessage: () => '',
  buildNoViableAltMessage: ({ expectedPathsPerAlt }) => firstTokens(expectedPathsPerAlt.flat()),
  buildEarlyExitMessage: ({ expectedIterationPaths }) => firstTokens(expectedIterationPaths),
};

const MAX_EXPECTED = 10;

function labelOf(type: TokenType): string {
  return type.LABEL ?? type.name;
}

function firstTokens(paths: TokenType[][]): string {
  const labels = new Set<string>();
  for (const path of paths) {
    const first = path[0];
    if (first !== undefined) labels.add(labelOf(first));
  }
  const list = [...labels];
  return list.length > MAX_EXPECTED ? `${list.slice(0, MAX_EXPECTED).join(', ')}, ...` : list.join(', ');
}

type Alternatives = IOrAlt<unknown>[] | OrMethodOpts<unknown>;

class SqlParser extends CstParser {
  private readonly alternativesCache = new Map<string, Alternatives>();

  constructor() {
    super(T.allTokens, { maxLookahead: 3, errorMessageProvider: expectedTokens });
    this.performSelfAnalysis();
  }

  /**
   * The alternatives of one OR, built on its first run and reused: chevrotain's own advice for hot ORs, and it
   * spares the closures (which tsx would also wrap in __name calls) on every parse.
   */
  private alts<A extends Alternatives>(key: string, build: () => A): A {
    let found = this.alternativesCache.get(key);
    if (found === undefined) {
      found = build();
      this.alternativesCache.set(key, found);
    }
    return found as A;
  }

  /** A parenthesis opening a query (possibly after more parentheses), rather than an expression or a join. */
  private isQueryAhead(): boolean {
    let i = 1;
    let type = this.LA(i).tokenType;
    while (type === T.LParen) type = this.LA(++i).tokenType;
    return type === T.SELECT || type === T.WITH || type === T.VALUES;
  }

  // ---------------------------------------------------------------- statements

  /** A statement list: items separated by `;`, an optional `;` at the end; parse.ts checks that only SETs lead. */
  readonly statement = this.RULE('statement', () => {
    this.SUBRULE(this.statementItem);
    this.MANY(() => {
      this.CONSUME(T.Semicolon);
      this.SUBRULE2(this.statementItem);
    });
    this.OPTION(() => this.CONSUME2(T.Semicolon));
  });

  private readonly statementItem = this.RULE('statementItem', () => {
    this.OR(
      this.alts('statementItem.OR', () => [
        { ALT: () => this.SUBRULE(this.setStatement) },
        { ALT: () => this.SUBRULE(this.explain) },
        { ALT: () => this.SUBRULE(this.insert) },
        { ALT: () => this.SUBRULE(this.replace) },
        { ALT: () => this.SUBRULE(this.query) },
      ]),
    );
  });

  /** `SET key = value`: a query context value for the statement that follows (the builder checks it is a literal). */
  private readonly setStatement = this.RULE('setStatement', () => {
    this.CONSUME(T.SET);
    this.CONSUME(T.Name, { LABEL: 'key' });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  private readonly explain = this.RULE('explain', () => {
    this.CONSUME(T.EXPLAIN);
    this.CONSUME(T.PLAN);
    this.CONSUME(T.FOR);
    this.OR(
      this.alts('explain.OR', () => [
        { ALT: () => this.SUBRULE(this.insert) },
        { ALT: () => this.SUBRULE(this.replace) },
        { ALT: () => this.SUBRULE(this.query) },
      ]),
    );
  });

  private readonly insert = this.RULE('insert', () => {
    this.CONSUME(T.INSERT);
    this.CONSUME(T.INTO);
    this.SUBRULE(this.tableName);
    this.SUBRULE(this.query);
    this.OPTION(() => this.SUBRULE(this.partitionedBy));
    this.OPTION2(() => this.SUBRULE(this.clusteredBy));
  });

  private readonly replace = this.RULE('replace', () => {
    this.CONSUME(T.REPLACE);
    this.CONSUME(T.INTO);
    this.SUBRULE(this.tableName);
    this.CONSUME(T.OVERWRITE);
    this.OR(
      this.alts('replace.OR', () => [
        { ALT: () => this.CONSUME(T.ALL) },
        {
          ALT: () => {
            this.CONSUME(T.WHERE);
            this.SUBRULE(this.expression);
          },
        },
      ]),
    );
    this.SUBRULE(this.query);
    this.OPTION(() => this.SUBRULE(this.partitionedBy));
    this.OPTION2(() => this.SUBRULE(this.clusteredBy));
  });

  private readonly tableName = this.RULE('tableName', () => {
    this.CONSUME(T.Name);
    this.OPTION(() => {
      this.CONSUME(T.Dot);
      this.CONSUME2(T.Name);
    });
  });

  private readonly partitionedBy = this.RULE('partitionedBy', () => {
    this.CONSUME(T.PARTITIONED);
    this.CONSUME(T.BY);
    this.OR(
      this.alts('partitionedBy.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.ALL);
            this.OPTION(() => this.CONSUME(T.Name));
          },
        },
        { ALT: () => this.SUBRULE(this.expression) },
      ]),
    );
  });

  private readonly clusteredBy = this.RULE('clusteredBy', () => {
    this.CONSUME(T.CLUSTERED);
    this.CONSUME(T.BY);
    this.SUBRULE(this.orderItem);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.orderItem);
    });
  });

  // ---------------------------------------------------------------- queries

  private readonly query = this.RULE('query', () => {
    this.OPTION(() => {
      this.CONSUME(T.WITH);
      this.SUBRULE(this.cte);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.cte);
      });
    });
    this.SUBRULE(this.queryTerm);
    this.MANY2(() => {
      this.SUBRULE(this.setOperator);
      this.SUBRULE2(this.queryTerm);
    });
    this.OPTION2(() => {
      this.CONSUME(T.ORDER);
      this.CONSUME(T.BY);
      this.SUBRULE(this.orderItem);
      this.MANY3(() => {
        this.CONSUME2(T.Comma);
        this.SUBRULE2(this.orderItem);
      });
    });
    this.OPTION3(() => {
      this.CONSUME(T.LIMIT);
      this.SUBRULE(this.expression, { LABEL: 'limit' });
    });
    this.OPTION4(() => {
      this.CONSUME(T.OFFSET);
      this.SUBRULE2(this.expression, { LABEL: 'offset' });
      this.OPTION5(() =>
        this.OR(
          this.alts('query.OR', () => [
            { ALT: () => this.CONSUME(T.ROW, { LABEL: 'offsetRows' }) },
            { ALT: () => this.CONSUME(T.ROWS, { LABEL: 'offsetRows' }) },
          ]),
        ),
      );
    });
    this.OPTION6(() => {
      this.CONSUME(T.FETCH);
      this.OR2(
        this.alts('query.OR2', () => [
          { ALT: () => this.CONSUME(T.FIRST) },
          { ALT: () => this.CONSUME(T.NEXT) },
        ]),
      );
      this.SUBRULE3(this.expression, { LABEL: 'fetch' });
      this.OR3(
        this.alts('query.OR3', () => [
          { ALT: () => this.CONSUME2(T.ROW) },
          { ALT: () => this.CONSUME2(T.ROWS) },
        ]),
      );
      this.CONSUME(T.ONLY);
    });
  });

  private readonly cte = this.RULE('cte', () => {
    this.CONSUME(T.Name, { LABEL: 'name' });
    this.OPTION(() => {
      this.CONSUME(T.LParen);
      this.CONSUME2(T.Name, { LABEL: 'column' });
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.CONSUME3(T.Name, { LABEL: 'column' });
      });
      this.CONSUME(T.RParen);
    });
    this.CONSUME(T.AS);
    this.CONSUME2(T.LParen);
    this.SUBRULE(this.query);
    this.CONSUME2(T.RParen);
  });

  private readonly setOperator = this.RULE('setOperator', () => {
    this.OR(
      this.alts('setOperator.OR', () => [
        { ALT: () => this.CONSUME(T.UNION, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.INTERSECT, { LABEL: 'operator' }) },
        { ALT: () => this.CONSUME(T.EXCEPT, { LABEL: 'operator' }) },
      ]),
    );
    this.OPTION(() =>
      this.OR2(
        this.alts('setOperator.OR2', () => [
          { ALT: () => this.CONSUME(T.ALL) },
          { ALT: () => this.CONSUME(T.DISTINCT) },
        ]),
      ),
    );
  });

  private readonly queryTerm = this.RULE('queryTerm', () => {
    this.OR(
      this.alts('queryTerm.OR', () => [
        { ALT: () => this.SUBRULE(this.select) },
        { ALT: () => this.SUBRULE(this.values) },
        {
          ALT: () => {
            this.CONSUME(T.LParen);
            this.SUBRULE(this.query);
            this.CONSUME(T.RParen);
          },
        },
      ]),
    );
  });

  /** `VALUES (a, b), (c, d)`: rows of literals or expressions, a query term of its own. */
  private readonly values = this.RULE('values', () => {
    this.CONSUME(T.VALUES);
    this.SUBRULE(this.valuesRow);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.valuesRow);
    });
  });

  private readonly valuesRow = this.RULE('valuesRow', () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.expression);
    });
    this.CONSUME(T.RParen);
  });

  private readonly select = this.RULE('select', () => {
    this.CONSUME(T.SELECT);
    this.OPTION(() =>
      this.OR(
        this.alts('select.OR', () => [
          { ALT: () => this.CONSUME(T.ALL) },
          { ALT: () => this.CONSUME(T.DISTINCT) },
        ]),
      ),
    );
    this.SUBRULE(this.selectItem);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.selectItem);
    });
    this.OPTION2(() => {
      this.CONSUME(T.FROM);
      this.SUBRULE(this.fromItem);
    });
    this.OPTION3(() => {
      this.CONSUME(T.WHERE);
      this.SUBRULE(this.expression, { LABEL: 'where' });
    });
    this.OPTION4(() => {
      this.CONSUME(T.GROUP);
      this.CONSUME(T.BY);
      this.OR2(
        this.alts('select.OR2', () => [
          {
            ALT: () => {
              this.CONSUME(T.LParen);
              this.CONSUME(T.RParen, { LABEL: 'emptyGroup' });
            },
          },
          {
            ALT: () => {
              this.SUBRULE2(this.expression, { LABEL: 'groupBy' });
              this.MANY2(() => {
                this.CONSUME2(T.Comma);
                this.SUBRULE3(this.expression, { LABEL: 'groupBy' });
              });
            },
          },
        ]),
      );
    });
    this.OPTION5(() => {
      this.CONSUME(T.HAVING);
      this.SUBRULE4(this.expression, { LABEL: 'having' });
    });
  });

  private readonly selectItem = this.RULE('selectItem', () => {
    this.OR(
      this.alts('selectItem.OR', () => [
        { ALT: () => this.CONSUME(T.Star) },
        {
          ALT: () => {
            this.CONSUME(T.Name, { LABEL: 'qualifier' });
            this.CONSUME(T.Dot);
            this.CONSUME2(T.Star);
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.expression);
            this.OPTION(() => {
              this.OPTION2(() => this.CONSUME(T.AS));
              this.CONSUME2(T.Name, { LABEL: 'alias' });
            });
          },
        },
      ]),
    );
  });

  private readonly orderItem = this.RULE('orderItem', () => {
    this.SUBRULE(this.expression);
    this.OPTION(() =>
      this.OR(
        this.alts('orderItem.OR', () => [
          { ALT: () => this.CONSUME(T.ASC, { LABEL: 'direction' }) },
          { ALT: () => this.CONSUME(T.DESC, { LABEL: 'direction' }) },
        ]),
      ),
    );
    this.OPTION2(() => {
      this.CONSUME(T.NULLS);
      this.OR2(
        this.alts('orderItem.OR2', () => [
          { ALT: () => this.CONSUME(T.FIRST, { LABEL: 'nulls' }) },
          { ALT: () => this.CONSUME(T.LAST, { LABEL: 'nulls' }) },
        ]),
      );
    });
  });

  // ---------------------------------------------------------------- FROM

  private readonly fromItem = this.RULE('fromItem', () => {
    this.SUBRULE(this.tablePrimary);
    this.MANY(() => this.SUBRULE(this.joinPart));
  });

  private readonly joinPart = this.RULE('joinPart', () => {
    this.OR(
      this.alts('joinPart.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.Comma);
            this.SUBRULE(this.tablePrimary);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.CROSS, { LABEL: 'joinType' });
            this.CONSUME(T.JOIN);
            this.SUBRULE2(this.tablePrimary);
          },
        },
        {
          ALT: () => {
            this.OPTION(() =>
              this.OR2(
                this.alts('joinPart.OR2', () => [
                  { ALT: () => this.CONSUME(T.INNER, { LABEL: 'joinType' }) },
                  {
                    ALT: () => {
                      this.OR3(
                        this.alts('joinPart.OR3', () => [
                          { ALT: () => this.CONSUME(T.LEFT, { LABEL: 'joinType' }) },
                          { ALT: () => this.CONSUME(T.RIGHT, { LABEL: 'joinType' }) },
                          { ALT: () => this.CONSUME(T.FULL, { LABEL: 'joinType' }) },
                        ]),
                      );
                      this.OPTION2(() => this.CONSUME(T.OUTER));
                    },
                  },
                ]),
              ),
            );
            this.CONSUME2(T.JOIN);
            this.SUBRULE3(this.tablePrimary);
            this.CONSUME(T.ON);
            this.SUBRULE(this.expression);
          },
        },
      ]),
    );
  });

  private readonly tablePrimary = this.RULE('tablePrimary', () => {
    this.OR(
      this.alts('tablePrimary.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.TABLE);
            this.CONSUME(T.LParen);
            this.CONSUME(T.Name, { LABEL: 'functionName' });
            this.SUBRULE(this.callArguments);
            this.CONSUME(T.RParen);
            this.OPTION(() => {
              this.OPTION2(() => this.CONSUME(T.EXTEND));
              this.CONSUME2(T.LParen);
              this.SUBRULE(this.columnDefinition);
              this.MANY(() => {
                this.CONSUME(T.Comma);
                this.SUBRULE2(this.columnDefinition);
              });
              this.CONSUME2(T.RParen, { LABEL: 'columnsEnd' });
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME3(T.LParen);
            this.OR2(
              this.alts('tablePrimary.OR2', () => ({
                IGNORE_AMBIGUITIES: true,
                DEF: [
                  { GATE: () => this.isQueryAhead(), ALT: () => this.SUBRULE(this.query) },
                  { ALT: () => this.SUBRULE(this.fromItem) },
                ],
              })),
            );
            this.CONSUME3(T.RParen);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.UNNEST);
            this.CONSUME4(T.LParen, { LABEL: 'unnestOpen' });
            this.SUBRULE(this.expression, { LABEL: 'unnested' });
            this.MANY3(() => {
              this.CONSUME2(T.Comma);
              this.SUBRULE2(this.expression, { LABEL: 'unnested' });
            });
            this.CONSUME4(T.RParen, { LABEL: 'unnestClose' });
          },
        },
        {
          ALT: () => {
            this.CONSUME2(T.Name, { LABEL: 'path' });
            this.MANY2(() => {
              this.CONSUME(T.Dot);
              this.CONSUME3(T.Name, { LABEL: 'path' });
            });
          },
        },
      ]),
    );
    this.OPTION3(() => {
      this.OPTION4(() => this.CONSUME(T.AS));
      this.CONSUME4(T.Name, { LABEL: 'alias' });
      // `AS t(a, b)`: names for the relation's columns, in order.
      this.OPTION5(() => {
        this.CONSUME5(T.LParen, { LABEL: 'aliasOpen' });
        this.CONSUME5(T.Name, { LABEL: 'aliasColumn' });
        this.MANY4(() => {
          this.CONSUME3(T.Comma);
          this.CONSUME6(T.Name, { LABEL: 'aliasColumn' });
        });
        this.CONSUME5(T.RParen, { LABEL: 'aliasEnd' });
      });
    });
  });

  private readonly columnDefinition = this.RULE('columnDefinition', () => {
    this.CONSUME(T.Name);
    this.SUBRULE(this.typeName);
  });

  private readonly typeName = this.RULE('typeName', () => {
    this.CONSUME(T.Name, { LABEL: 'base' });
    // A second word: DOUBLE PRECISION, CHARACTER VARYING.
    this.OPTION(() => this.CONSUME2(T.Name, { LABEL: 'second' }));
    this.OPTION2(() => {
      this.CONSUME(T.LParen);
      this.CONSUME(T.NumberLiteral);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.CONSUME2(T.NumberLiteral);
      });
      this.CONSUME(T.RParen);
    });
    this.OPTION3(() => {
      this.CONSUME(T.Less);
      this.CONSUME3(T.Name, { LABEL: 'complex' });
      this.CONSUME(T.Greater);
    });
    this.OPTION4(() => this.CONSUME(T.ARRAY));
  });

  // ---------------------------------------------------------------- expressions
  // Three flat levels (AND/OR, predicates, arithmetic): the builder applies precedence, keeping the CST shallow.

  private readonly expression = this.RULE('expression', () => {
    this.SUBRULE(this.predicate);
    this.MANY(() => {
      this.CONSUME(T.LogicalOperator);
      this.SUBRULE2(this.predicate);
    });
  });

  private readonly predicate = this.RULE('predicate', () => {
    this.MANY(() => this.CONSUME(T.NOT));
    this.SUBRULE(this.arithmetic);
    this.MANY2(() => this.SUBRULE(this.predicateTail));
  });

  private readonly predicateTail = this.RULE('predicateTail', () => {
    this.OR(
      this.alts('predicateTail.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.ComparisonOperator);
            this.OR4(
              this.alts('predicateTail.OR4', () => [
                {
                  // `= ANY (SELECT …)`: a quantifier, then a parenthesized query.
                  GATE: () =>
                    [T.ANY, T.SOME, T.ALL].includes(this.LA(1).tokenType) &&
                    this.LA(2).tokenType === T.LParen,
                  ALT: () => {
                    this.OR5(
                      this.alts('predicateTail.OR5', () => [
                        { ALT: () => this.CONSUME(T.ANY, { LABEL: 'quantifier' }) },
                        { ALT: () => this.CONSUME(T.SOME, { LABEL: 'quantifier' }) },
                        { ALT: () => this.CONSUME(T.ALL, { LABEL: 'quantifier' }) },
                      ]),
                    );
                    this.CONSUME2(T.LParen);
                    this.SUBRULE(this.query, { LABEL: 'quantified' });
                    this.CONSUME2(T.RParen);
                  },
                },
                { ALT: () => this.SUBRULE(this.arithmetic) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.IS);
            this.OPTION(() => this.CONSUME(T.NOT));
            this.OR2(
              this.alts('predicateTail.OR2', () => [
                { ALT: () => this.CONSUME(T.NULL, { LABEL: 'test' }) },
                { ALT: () => this.CONSUME(T.TRUE, { LABEL: 'test' }) },
                { ALT: () => this.CONSUME(T.FALSE, { LABEL: 'test' }) },
                {
                  ALT: () => {
                    this.CONSUME(T.DISTINCT, { LABEL: 'test' });
                    this.CONSUME(T.FROM);
                    this.SUBRULE2(this.arithmetic);
                  },
                },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.OPTION2(() => this.CONSUME2(T.NOT));
            this.OR3(
              this.alts('predicateTail.OR3', () => [
                {
                  ALT: () => {
                    this.CONSUME(T.BETWEEN);
                    this.SUBRULE3(this.arithmetic, { LABEL: 'low' });
                    this.CONSUME(T.AND);
                    this.SUBRULE4(this.arithmetic, { LABEL: 'high' });
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(T.IN);
                    this.CONSUME(T.LParen);
                    this.SUBRULE(this.parenContent);
                    this.CONSUME(T.RParen);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(T.LIKE);
                    this.SUBRULE5(this.arithmetic);
                    this.OPTION3(() => {
                      this.CONSUME(T.ESCAPE);
                      this.SUBRULE6(this.arithmetic, { LABEL: 'escape' });
                    });
                  },
                },
              ]),
            );
          },
        },
      ]),
    );
  });

  private readonly arithmetic = this.RULE('arithmetic', () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.CONSUME(T.ArithmeticOperator);
      this.SUBRULE2(this.primary);
    });
  });

  /** `( query )` or `( expr [, expr…] )`: the gate sends `((SELECT …` to the query. */
  private readonly parenContent = this.RULE('parenContent', () => {
    this.OR(
      this.alts('parenContent.OR', () => ({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { GATE: () => this.isQueryAhead(), ALT: () => this.SUBRULE(this.query) },
          {
            ALT: () => {
              this.SUBRULE(this.expression);
              this.MANY(() => {
                this.CONSUME(T.Comma);
                this.SUBRULE2(this.expression);
              });
            },
          },
        ],
      })),
    );
  });

  private readonly primary = this.RULE('primary', () => {
    this.MANY(() =>
      this.OR(
        this.alts('primary.OR', () => [
          { ALT: () => this.CONSUME(T.Minus, { LABEL: 'sign' }) },
          { ALT: () => this.CONSUME(T.Plus, { LABEL: 'sign' }) },
        ]),
      ),
    );
    this.OR2(
      this.alts('primary.OR2', () => [
        { ALT: () => this.SUBRULE(this.nameStarted) },
        { ALT: () => this.CONSUME(T.NumberLiteral) },
        { ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(T.StringLiteral)) },
        { ALT: () => this.CONSUME(T.UnicodeString) },
        { ALT: () => this.CONSUME(T.TRUE) },
        { ALT: () => this.CONSUME(T.FALSE) },
        { ALT: () => this.CONSUME(T.NULL) },
        { ALT: () => this.CONSUME(T.Question) },
        {
          ALT: () => {
            this.CONSUME(T.LParen);
            this.SUBRULE(this.parenContent);
            this.CONSUME(T.RParen);
          },
        },
        { ALT: () => this.SUBRULE(this.caseExpression) },
        { ALT: () => this.SUBRULE(this.castExpression) },
        { ALT: () => this.SUBRULE(this.intervalLiteral) },
        { ALT: () => this.SUBRULE(this.arrayConstructor) },
        { ALT: () => this.SUBRULE(this.jsonObjectCall) },
        { ALT: () => this.SUBRULE(this.existsExpression) },
        { ALT: () => this.SUBRULE(this.extractExpression) },
        { ALT: () => this.SUBRULE(this.floorCeil) },
        { ALT: () => this.SUBRULE(this.positionExpression) },
        { ALT: () => this.SUBRULE(this.substringExpression) },
        { ALT: () => this.SUBRULE(this.trimExpression) },
        { ALT: () => this.SUBRULE(this.timestampArithmetic) },
        { ALT: () => this.CONSUME(T.NiladicFunction) },
        { ALT: () => this.SUBRULE(this.keywordCall) },
      ]),
    );
  });

  /** A column path, a call, or `TIMESTAMP '…'` / `DATE '…'` (a name followed by a string; the builder checks which). */
  private readonly nameStarted = this.RULE('nameStarted', () => {
    this.CONSUME(T.Name);
    this.OR(
      this.alts('nameStarted.OR', () => [
        {
          ALT: () => {
            this.SUBRULE(this.callArguments);
            this.OPTION(() => this.SUBRULE(this.filterClause));
            this.OPTION2(() => this.SUBRULE(this.overClause));
          },
        },
        { ALT: () => this.CONSUME(T.StringLiteral) },
        {
          ALT: () =>
            this.MANY(() => {
              this.CONSUME(T.Dot);
              this.CONSUME2(T.Name);
            }),
        },
      ]),
    );
  });

  private readonly callArguments = this.RULE('callArguments', () => {
    this.CONSUME(T.LParen);
    this.OPTION(() =>
      this.OR(
        this.alts('callArguments.OR', () => [
          { ALT: () => this.CONSUME(T.DISTINCT, { LABEL: 'quantifier' }) },
          { ALT: () => this.CONSUME(T.ALL, { LABEL: 'quantifier' }) },
        ]),
      ),
    );
    this.OPTION2(() =>
      this.OR2(
        this.alts('callArguments.OR2', () => [
          { ALT: () => this.CONSUME(T.Star) },
          {
            ALT: () => {
              this.SUBRULE(this.argument);
              this.MANY(() => {
                this.CONSUME(T.Comma);
                this.SUBRULE2(this.argument);
              });
            },
          },
        ]),
      ),
    );
    // JSON_VALUE(expr, path RETURNING type).
    this.OPTION3(() => {
      this.CONSUME(T.RETURNING);
      this.SUBRULE(this.typeName);
    });
    this.CONSUME(T.RParen);
  });

  private readonly argument = this.RULE('argument', () => {
    this.OPTION(() => {
      this.CONSUME(T.Name);
      this.CONSUME(T.Arrow);
    });
    this.SUBRULE(this.expression);
  });

  private readonly filterClause = this.RULE('filterClause', () => {
    this.CONSUME(T.FILTER);
    this.CONSUME(T.LParen);
    this.CONSUME(T.WHERE);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  /** `OVER ([PARTITION BY …] [ORDER BY …] [ROWS | RANGE frame])`: a window function's window. */
  private readonly overClause = this.RULE('overClause', () => {
    this.CONSUME(T.OVER);
    this.CONSUME(T.LParen);
    this.OPTION(() => {
      this.CONSUME(T.PARTITION);
      this.CONSUME(T.BY);
      this.SUBRULE(this.expression, { LABEL: 'partition' });
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.expression, { LABEL: 'partition' });
      });
    });
    this.OPTION2(() => {
      this.CONSUME(T.ORDER);
      this.CONSUME2(T.BY);
      this.SUBRULE(this.orderItem);
      this.MANY2(() => {
        this.CONSUME2(T.Comma);
        this.SUBRULE2(this.orderItem);
      });
    });
    this.OPTION3(() => this.SUBRULE(this.windowFrame));
    this.CONSUME(T.RParen);
  });

  private readonly windowFrame = this.RULE('windowFrame', () => {
    this.OR(
      this.alts('windowFrame.OR', () => [
        { ALT: () => this.CONSUME(T.ROWS, { LABEL: 'unit' }) },
        { ALT: () => this.CONSUME(T.RANGE, { LABEL: 'unit' }) },
      ]),
    );
    this.OR2(
      this.alts('windowFrame.OR2', () => [
        {
          ALT: () => {
            this.CONSUME(T.BETWEEN);
            this.SUBRULE(this.frameBound, { LABEL: 'start' });
            this.CONSUME(T.AND);
            this.SUBRULE2(this.frameBound, { LABEL: 'end' });
          },
        },
        { ALT: () => this.SUBRULE3(this.frameBound, { LABEL: 'start' }) },
      ]),
    );
  });

  private readonly frameBound = this.RULE('frameBound', () => {
    this.OR(
      this.alts('frameBound.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.CURRENT);
            this.CONSUME(T.ROW);
          },
        },
        {
          ALT: () => {
            this.OR2(
              this.alts('frameBound.OR2', () => [
                { ALT: () => this.CONSUME(T.UNBOUNDED) },
                { ALT: () => this.CONSUME(T.NumberLiteral, { LABEL: 'offset' }) },
              ]),
            );
            this.OR3(
              this.alts('frameBound.OR3', () => [
                { ALT: () => this.CONSUME(T.PRECEDING, { LABEL: 'direction' }) },
                { ALT: () => this.CONSUME(T.FOLLOWING, { LABEL: 'direction' }) },
              ]),
            );
          },
        },
      ]),
    );
  });

  /** Calls whose names are reserved words elsewhere: LEFT(s, n), RIGHT(s, n), REPLACE(s, a, b). */
  private readonly keywordCall = this.RULE('keywordCall', () => {
    this.OR(
      this.alts('keywordCall.OR', () => [
        { ALT: () => this.CONSUME(T.LEFT, { LABEL: 'name' }) },
        { ALT: () => this.CONSUME(T.RIGHT, { LABEL: 'name' }) },
        { ALT: () => this.CONSUME(T.REPLACE, { LABEL: 'name' }) },
      ]),
    );
    this.SUBRULE(this.callArguments);
  });

  private readonly caseExpression = this.RULE('caseExpression', () => {
    this.CONSUME(T.CASE);
    this.OPTION(() => this.SUBRULE(this.expression, { LABEL: 'operand' }));
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.WHEN);
      this.SUBRULE2(this.expression, { LABEL: 'when' });
      this.CONSUME(T.THEN);
      this.SUBRULE3(this.expression, { LABEL: 'then' });
    });
    this.OPTION2(() => {
      this.CONSUME(T.ELSE);
      this.SUBRULE4(this.expression, { LABEL: 'else' });
    });
    this.CONSUME(T.END);
  });

  private readonly castExpression = this.RULE('castExpression', () => {
    this.CONSUME(T.CAST);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.AS);
    this.SUBRULE(this.typeName);
    this.CONSUME(T.RParen);
  });

  private readonly intervalLiteral = this.RULE('intervalLiteral', () => {
    this.CONSUME(T.INTERVAL);
    this.OPTION(() =>
      this.OR(
        this.alts('intervalLiteral.OR', () => [
          { ALT: () => this.CONSUME(T.Minus, { LABEL: 'sign' }) },
          { ALT: () => this.CONSUME(T.Plus, { LABEL: 'sign' }) },
        ]),
      ),
    );
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.Name, { LABEL: 'unit' });
    this.OPTION2(() => {
      this.CONSUME(T.TO);
      this.CONSUME2(T.Name, { LABEL: 'unit' });
    });
  });

  private readonly arrayConstructor = this.RULE('arrayConstructor', () => {
    this.CONSUME(T.ARRAY);
    this.CONSUME(T.LBracket);
    this.OPTION(() => {
      this.SUBRULE(this.expression);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.expression);
      });
    });
    this.CONSUME(T.RBracket);
  });

  /** A name token spelling `word` (KEY, VALUE, ABSENT: words only JSON_OBJECT gives a meaning). */
  private isWord(offset: number, word: string): boolean {
    const token = this.LA(offset);
    return tokenMatcher(token, T.Name) && token.image.toUpperCase() === word;
  }

  /** JSON_OBJECT(entry, … [NULL | ABSENT ON NULL]): entries `[KEY] k VALUE v`, `k: v` or `k, v` (§sql.66). */
  private readonly jsonObjectCall = this.RULE('jsonObjectCall', () => {
    this.CONSUME(T.JSON_OBJECT);
    this.CONSUME(T.LParen);
    this.OPTION({
      GATE: () => !this.isNullClauseAhead(),
      DEF: () => {
        this.SUBRULE(this.jsonObjectEntry);
        this.MANY(() => {
          this.CONSUME(T.Comma);
          this.SUBRULE2(this.jsonObjectEntry);
        });
      },
    });
    this.OPTION2(() => {
      this.OR(
        this.alts('jsonObjectCall.OR', () => [
          { ALT: () => this.CONSUME(T.NULL, { LABEL: 'onNull' }) },
          { GATE: () => this.isWord(1, 'ABSENT'), ALT: () => this.CONSUME(T.Name, { LABEL: 'onNull' }) },
        ]),
      );
      this.CONSUME(T.ON);
      this.CONSUME2(T.NULL);
    });
    this.CONSUME(T.RParen);
  });

  private isNullClauseAhead(): boolean {
    return (this.LA(1).tokenType === T.NULL || this.isWord(1, 'ABSENT')) && this.LA(2).tokenType === T.ON;
  }

  private readonly jsonObjectEntry = this.RULE('jsonObjectEntry', () => {
    // KEY is a plain name unless a key expression follows it (a column may be called `key`).
    this.OPTION({
      GATE: () => this.isWord(1, 'KEY') && !this.isEntrySeparator(2),
      DEF: () => this.CONSUME(T.Name, { LABEL: 'key' }),
    });
    this.SUBRULE(this.expression, { LABEL: 'name' });
    this.OR(
      this.alts('jsonObjectEntry.OR', () => [
        { ALT: () => this.CONSUME(T.Colon, { LABEL: 'separator' }) },
        { ALT: () => this.CONSUME(T.Comma, { LABEL: 'separator' }) },
        { GATE: () => this.isWord(1, 'VALUE'), ALT: () => this.CONSUME2(T.Name, { LABEL: 'separator' }) },
      ]),
    );
    this.SUBRULE2(this.expression, { LABEL: 'value' });
  });

  private isEntrySeparator(offset: number): boolean {
    const type = this.LA(offset).tokenType;
    return type === T.Colon || type === T.Comma || type === T.RParen || this.isWord(offset, 'VALUE');
  }

  private readonly existsExpression = this.RULE('existsExpression', () => {
    this.CONSUME(T.EXISTS);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.query);
    this.CONSUME(T.RParen);
  });

  private readonly extractExpression = this.RULE('extractExpression', () => {
    this.CONSUME(T.EXTRACT);
    this.CONSUME(T.LParen);
    this.CONSUME(T.Name, { LABEL: 'unit' });
    this.CONSUME(T.FROM);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  private readonly floorCeil = this.RULE('floorCeil', () => {
    this.OR(
      this.alts('floorCeil.OR', () => [
        { ALT: () => this.CONSUME(T.FLOOR, { LABEL: 'function' }) },
        { ALT: () => this.CONSUME(T.CEIL, { LABEL: 'function' }) },
      ]),
    );
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.TO);
      this.CONSUME(T.Name, { LABEL: 'unit' });
    });
    this.CONSUME(T.RParen);
  });

  private readonly positionExpression = this.RULE('positionExpression', () => {
    this.CONSUME(T.POSITION);
    this.CONSUME(T.LParen);
    // Arithmetic, not a full expression: IN here separates the arguments.
    this.SUBRULE(this.arithmetic);
    this.CONSUME(T.IN);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.FROM);
      this.SUBRULE2(this.expression, { LABEL: 'from' });
    });
    this.CONSUME(T.RParen);
  });

  private readonly substringExpression = this.RULE('substringExpression', () => {
    this.CONSUME(T.SUBSTRING);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.OR(
      this.alts('substringExpression.OR', () => [
        {
          ALT: () => {
            this.CONSUME(T.FROM);
            this.SUBRULE2(this.expression, { LABEL: 'from' });
            this.OPTION(() => {
              this.CONSUME(T.FOR);
              this.SUBRULE3(this.expression, { LABEL: 'for' });
            });
          },
        },
        {
          ALT: () =>
            this.MANY(() => {
              this.CONSUME(T.Comma);
              this.SUBRULE4(this.expression);
            }),
        },
      ]),
    );
    this.CONSUME(T.RParen);
  });

  private readonly trimExpression = this.RULE('trimExpression', () => {
    this.CONSUME(T.TRIM);
    this.CONSUME(T.LParen);
    this.OPTION(() =>
      this.OR(
        this.alts('trimExpression.OR', () => [
          { ALT: () => this.CONSUME(T.BOTH, { LABEL: 'where' }) },
          { ALT: () => this.CONSUME(T.LEADING, { LABEL: 'where' }) },
          { ALT: () => this.CONSUME(T.TRAILING, { LABEL: 'where' }) },
        ]),
      ),
    );
    this.OPTION2(() => this.SUBRULE(this.expression, { LABEL: 'characters' }));
    this.OPTION3(() => {
      this.CONSUME(T.FROM);
      this.SUBRULE2(this.expression, { LABEL: 'operand' });
    });
    this.CONSUME(T.RParen);
  });

  private readonly timestampArithmetic = this.RULE('timestampArithmetic', () => {
    this.OR(
      this.alts('timestampArithmetic.OR', () => [
        { ALT: () => this.CONSUME(T.TIMESTAMPADD, { LABEL: 'function' }) },
        { ALT: () => this.CONSUME(T.TIMESTAMPDIFF, { LABEL: 'function' }) },
      ]),
    );
    this.CONSUME(T.LParen);
    this.CONSUME(T.Name, { LABEL: 'unit' });
    this.CONSUME(T.Comma);
    this.SUBRULE(this.expression);
    this.CONSUME2(T.Comma);
    this.SUBRULE2(this.expression);
    this.CONSUME(T.RParen);
  });
}

// One instance for the process: building a chevrotain parser analyses the whole grammar.
const parser = new SqlParser();

/** The grammar's rules, as scripts/gen-cst.ts turns them into the CST node types of cst.ts. */
export function sqlGrammarProductions(): ReturnType<SqlParser['getGAstProductions']> {
  return parser.getGAstProductions();
}

/** The CST of one statement, or the first syntax error chevrotain reports (its message lists expected tokens). */
export function parseTokens(
  tokens: IToken[],
): { cst: StatementCstNode; error: undefined } | { cst: undefined; error: Error & { token: IToken } } {
  parser.input = tokens;
  // The rule's CST has the shape generated/cst.ts describes (generated from this grammar; a test keeps it fresh).
  const cst = parser.statement() as StatementCstNode;
  const error = parser.errors[0];
  if (error !== undefined) return { cst: undefined, error };
  return { cst, error: undefined };
}
