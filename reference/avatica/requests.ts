// Reads an Avatica JSON request (`{"request": "prepareAndExecute", …}`) into a typed one, or a clear error (§avatica.2).
import { errors } from './errors.ts';
import {
  connectionId,
  describe,
  type Fields,
  info,
  integer,
  object,
  optionalText,
  type TypedValue,
  text,
  typedValues,
  typeList,
} from './request-fields.ts';

export type { TypedValue };

/** A LIKE pattern of a catalog call; null: any. */
export type Pattern = string | null;

export type AvaticaRequest =
  | {
      readonly request: 'openConnection';
      readonly connectionId: string;
      readonly info: Record<string, string>;
    }
  | {
      readonly request: 'closeConnection' | 'databaseProperties' | 'createStatement';
      readonly connectionId: string;
    }
  | {
      readonly request: 'commit' | 'rollback' | 'getCatalogs' | 'getTableTypes' | 'getTypeInfo';
      readonly connectionId: string;
    }
  | {
      readonly request: 'connectionSync';
      readonly connectionId: string;
      readonly connProps: Record<string, unknown>;
    }
  | { readonly request: 'closeStatement'; readonly connectionId: string; readonly statementId: number }
  | {
      readonly request: 'prepare';
      readonly connectionId: string;
      readonly sql: string;
      readonly maxRowCount: number;
    }
  | {
      readonly request: 'execute';
      readonly connectionId: string;
      readonly statementId: number;
      readonly parameterValues: readonly (TypedValue | null)[];
      readonly firstFrameRows: number;
    }
  | {
      readonly request: 'prepareAndExecute';
      readonly connectionId: string;
      readonly statementId: number;
      readonly sql: string;
      readonly maxRowCount: number;
      readonly firstFrameRows: number;
    }
  | {
      readonly request: 'fetch';
      readonly connectionId: string;
      readonly statementId: number;
      readonly offset: number;
      readonly fetchMaxRowCount: number;
    }
  | {
      readonly request: 'syncResults';
      readonly connectionId: string;
      readonly statementId: number;
      readonly offset: number;
    }
  | {
      readonly request: 'getSchemas';
      readonly connectionId: string;
      readonly catalog: string | null;
      readonly schemaPattern: Pattern;
    }
  | {
      readonly request: 'getTables';
      readonly connectionId: string;
      readonly catalog: string | null;
      readonly schemaPattern: Pattern;
      readonly tableNamePattern: Pattern;
      readonly typeList: readonly string[] | null;
    }
  | {
      readonly request: 'getColumns';
      readonly connectionId: string;
      readonly catalog: string | null;
      readonly schemaPattern: Pattern;
      readonly tableNamePattern: Pattern;
      readonly columnNamePattern: Pattern;
    }
  | { readonly request: 'prepareAndExecuteBatch' | 'executeBatch' };

/** What every catalog call names: its connection, a catalog and a schema pattern (null: any). */
const catalogFields = (fields: Fields) => ({
  connectionId: connectionId(fields),
  catalog: optionalText(fields, 'catalog'),
  schemaPattern: optionalText(fields, 'schemaPattern'),
});

const statementFields = (fields: Fields) => ({
  connectionId: connectionId(fields),
  statementId: integer(fields, 'statementId', 'int'),
});

/** Reads one request; throws the AvaticaError a malformed one gets (answered 500 with Avatica's error body). */
export function readRequest(body: unknown): AvaticaRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw errors.unreadable(`Cannot read an Avatica request from ${describe(body)}: expected a JSON object`);
  const fields = body as Fields;
  const request = text(fields, 'request');
  switch (request) {
    case 'openConnection':
      return { request, connectionId: connectionId(fields), info: info(fields) };
    case 'closeConnection':
    case 'databaseProperties':
    case 'createStatement':
    case 'commit':
    case 'rollback':
    case 'getCatalogs':
    case 'getTableTypes':
    case 'getTypeInfo':
      return { request, connectionId: connectionId(fields) };
    case 'connectionSync':
      return { request, connectionId: connectionId(fields), connProps: object(fields, 'connProps') };
    case 'closeStatement':
      return { request, ...statementFields(fields) };
    case 'prepare':
      return {
        request,
        connectionId: connectionId(fields),
        sql: text(fields, 'sql'),
        maxRowCount: integer(fields, 'maxRowCount', 'long', -1),
      };
    case 'execute': {
      const handle = object(fields, 'statementHandle');
      return {
        request,
        connectionId: connectionId(handle),
        statementId: integer(handle, 'id', 'int'),
        parameterValues: typedValues(fields),
        // The JSON request names the first frame's size `maxRowCount` (ExecuteRequest).
        firstFrameRows: integer(fields, 'maxRowCount', 'int', -1),
      };
    }
    case 'prepareAndExecute':
      return {
        request,
        ...statementFields(fields),
        sql: text(fields, 'sql'),
        maxRowCount: integer(fields, 'maxRowCount', 'long', -1),
        firstFrameRows: integer(fields, 'maxRowsInFirstFrame', 'int', -1),
      };
    case 'fetch':
      return {
        request,
        ...statementFields(fields),
        offset: integer(fields, 'offset', 'long'),
        fetchMaxRowCount: integer(
          fields,
          'fetchMaxRowCount',
          'int',
          integer(fields, 'maxRowCount', 'int', -1),
        ),
      };
    case 'syncResults':
      return { request, ...statementFields(fields), offset: integer(fields, 'offset', 'long') };
    case 'getSchemas':
      return { request, ...catalogFields(fields) };
    case 'getTables':
      return {
        request,
        ...catalogFields(fields),
        tableNamePattern: optionalText(fields, 'tableNamePattern'),
        typeList: typeList(fields),
      };
    case 'getColumns':
      return {
        request,
        ...catalogFields(fields),
        tableNamePattern: optionalText(fields, 'tableNamePattern'),
        columnNamePattern: optionalText(fields, 'columnNamePattern'),
      };
    case 'prepareAndExecuteBatch':
    case 'executeBatch':
      return { request };
    default:
      throw errors.unreadable(`Unknown Avatica request [${request.slice(0, 100)}]`);
  }
}
