// Name resolution: the relations a query's FROM brings into scope, and lookup of (qualified) column names.
import type { ColumnReference } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { SqlType } from '../types.ts';

export interface RelationColumn {
  readonly name: string;
  readonly type: SqlType;
  /** The name a result reports when `name` had to be made unique: `SELECT 1 AS a, 2 AS a` answers two `a`. */
  readonly label?: string;
}

export interface Relation {
  /** The name the query uses for the relation (its alias, or the table name). */
  readonly alias: string;
  readonly columns: readonly RelationColumn[];
  /** Whether this relation is a datasource (EARLIEST / LATEST need its `__time`). */
  readonly hasTime: boolean;
  /** A sys or INFORMATION_SCHEMA table: an aggregate over none of its rows answers no row (docs/facts/sql.md §sql.47). */
  readonly metadata?: boolean;
  /** Rows read as stored (a datasource, VALUES, a query that only filters and projects them): Druid scans them. */
  readonly scan?: boolean;
  /** Its source also has each TIMESTAMP column as `"<name>$utc"`, the instant in UTC (the query zone is not UTC). */
  readonly utcTimes?: boolean;
}

export interface ResolvedColumn {
  readonly sql: string;
  readonly type: SqlType;
  readonly name: string;
  readonly relation: Relation;
  /** How many scopes outward the column was found (0 = this query). */
  readonly depth: number;
  /** A select-list alias (HAVING may name them): already checked against GROUP BY. */
  readonly alias?: boolean;
}

export class Scope {
  constructor(
    readonly relations: readonly Relation[],
    readonly parent: Scope | undefined = undefined,
    /** Select-list aliases visible when no input column has the name (HAVING). */
    readonly aliases: ReadonlyMap<string, { readonly sql: string; readonly type: SqlType }> = new Map(),
  ) {}

  private span: ColumnReference['span'] | undefined;

  /** The column, or undefined when no relation in scope has it. */
  resolveOrUndefined(reference: ColumnReference): ResolvedColumn | undefined {
    try {
      return this.resolve(reference);
    } catch {
      return undefined;
    }
  }

  resolve(reference: ColumnReference): ResolvedColumn {
    this.span = reference.span;
    const names = reference.path.map((part) => part.name);
    const found = this.find(names, 0);
    if (found) return found;
    const column = names[names.length - 1] ?? '';
    if (names.length > 1) {
      const table = names.slice(0, -1).join('.');
      const known = this.findRelation(names[names.length - 2] ?? '');
      throw new SqlError(
        'validation',
        known ? `Column '${column}' not found in table '${table}'` : `Table '${table}' not found`,
        reference.span,
      );
    }
    throw new SqlError('validation', `Column '${column}' not found in any table`, reference.span);
  }

  private findRelation(alias: string): Relation | undefined {
    return this.relations.find((relation) => relation.alias === alias) ?? this.parent?.findRelation(alias);
  }

  private find(names: readonly string[], depth: number): ResolvedColumn | undefined {
    const column = names[names.length - 1] ?? '';
    const qualifier = names.length > 1 ? names[names.length - 2] : undefined;
    const matches: ResolvedColumn[] = [];
    for (const relation of this.relations) {
      if (qualifier !== undefined && relation.alias !== qualifier) continue;
      const match = relation.columns.find((candidate) => candidate.name === column);
      if (match) {
        matches.push({
          sql: `${quoteIdentifier(relation.alias)}.${quoteIdentifier(column)}`,
          type: match.type,
          name: column,
          relation,
          depth,
        });
      }
    }
    if (matches.length > 1) throw new SqlError('validation', `Column '${column}' is ambiguous`, this.span);
    if (matches[0]) return matches[0];
    const alias = qualifier === undefined ? this.aliases.get(column) : undefined;
    if (alias)
      return {
        ...alias,
        name: column,
        relation: { alias: '', columns: [], hasTime: false },
        depth,
        alias: true,
      };
    if (this.parent) this.parent.span = this.span;
    return this.parent?.find(names, depth + 1);
  }
}
