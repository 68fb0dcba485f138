// An Avatica protobuf request (a WireMessage wrapping a Requests$… message) read into the JSON protocol's request
// object, so that one service answers both serializations (§avatica.14).
import { rawJson } from '../../json/exact-json.ts';
import { errors } from '../errors.ts';
import { decode, type Message } from './codec.ts';
import { REP_NAMES, REQUESTS, WireMessage } from './schema.ts';
import { WireError } from './wire.ts';

const REQUEST_PREFIX = 'org.apache.calcite.avatica.proto.Requests$';

/** The JSON protocol's name of each request (Service.Request's JSON subtypes). */
const JSON_NAMES: Readonly<Record<string, string>> = {
  CatalogsRequest: 'getCatalogs',
  SchemasRequest: 'getSchemas',
  TablesRequest: 'getTables',
  TableTypesRequest: 'getTableTypes',
  TypeInfoRequest: 'getTypeInfo',
  ColumnsRequest: 'getColumns',
  DatabasePropertyRequest: 'databaseProperties',
  PrepareAndExecuteRequest: 'prepareAndExecute',
  PrepareRequest: 'prepare',
  ExecuteRequest: 'execute',
  FetchRequest: 'fetch',
  SyncResultsRequest: 'syncResults',
  CreateStatementRequest: 'createStatement',
  CloseStatementRequest: 'closeStatement',
  OpenConnectionRequest: 'openConnection',
  CloseConnectionRequest: 'closeConnection',
  ConnectionSyncRequest: 'connectionSync',
  CommitRequest: 'commit',
  RollbackRequest: 'rollback',
  PrepareAndExecuteBatchRequest: 'prepareAndExecuteBatch',
  ExecuteBatchRequest: 'executeBatch',
};

/** A protobuf 0 is also "not given": a row count or frame size of 0 means no preference (-1 in JSON). */
const count = (value: unknown): number => (typeof value === 'number' && value !== 0 ? value : -1);

/** A 64-bit integer kept exact past 2^53 (a BigInt from the decoder) as the JSON body's raw number would be. */
const exact = (value: unknown): unknown =>
  typeof value === 'bigint' ? rawJson(value.toString()) : (value ?? 0);

const floatOfBits = (bits: number): number => {
  const view = new DataView(new ArrayBuffer(4));
  view.setInt32(0, bits);
  return view.getFloat32(0);
};

/** A TypedValue's value from the field its representation uses (Avatica's TypedValue.fromProto). */
function typedValueOf(typed: Message): unknown {
  if (typed.null === true) return null;
  const rep = REP_NAMES[Number(typed.type ?? 0)] ?? 'OBJECT';
  if (rep === 'ARRAY') return ((typed.array_value ?? []) as Message[]).map(typedValueOf);
  if (rep.endsWith('BOOLEAN')) return typed.bool_value === true;
  if (['STRING', 'CHARACTER', 'PRIMITIVE_CHAR'].includes(rep)) return typed.string_value ?? '';
  // A float travels as its IEEE bits in number_value (Float.floatToIntBits), a double in double_value.
  if (rep.endsWith('FLOAT')) return floatOfBits(Number(typed.number_value ?? 0));
  if (rep.endsWith('DOUBLE')) return typed.double_value ?? 0;
  if (rep === 'BIG_DECIMAL' || rep === 'BIG_INTEGER' || rep === 'NUMBER')
    return typeof typed.string_value === 'string' ? Number(typed.string_value) : (typed.double_value ?? 0);
  return exact(typed.number_value);
}

/** A parameter as the JSON protocol carries it; an unset one (implicitly null) is a JSON null. */
function parameter(typed: Message): unknown {
  if (typed.implicitly_null === true) return null;
  return { type: REP_NAMES[Number(typed.type ?? 0)] ?? 'OBJECT', value: typedValueOf(typed) };
}

/**
 * A field that may be null: given when its `has_…` flag says so or when it is not empty (the 1.23.0 driver sets the
 * flags of some requests only, e.g. none of a ColumnsRequest's).
 */
const optional = (message: Message, field: string, has: string): unknown =>
  message[has] === true || (typeof message[field] === 'string' && message[field] !== '')
    ? (message[field] ?? '')
    : null;

function jsonFields(name: string, m: Message): Record<string, unknown> {
  const connectionId = m.connection_id ?? '';
  switch (name) {
    case 'OpenConnectionRequest':
      return { connectionId, info: m.info ?? {} };
    case 'ConnectionSyncRequest':
      // Echoed back as it came: the response writes the same protobuf message.
      return { connectionId, connProps: m.conn_props ?? {} };
    case 'CloseStatementRequest':
    case 'PrepareAndExecuteBatchRequest':
    case 'ExecuteBatchRequest':
      return { connectionId, statementId: m.statement_id ?? 0 };
    case 'PrepareRequest':
      return { connectionId, sql: m.sql ?? '', maxRowCount: count(m.max_rows_total ?? m.max_row_count) };
    case 'PrepareAndExecuteRequest':
      return {
        connectionId,
        statementId: m.statement_id ?? 0,
        sql: m.sql ?? '',
        maxRowCount: count(m.max_rows_total ?? m.max_row_count),
        maxRowsInFirstFrame: count(m.first_frame_max_size),
      };
    case 'ExecuteRequest': {
      const handle = (m.statementHandle ?? {}) as Message;
      return {
        statementHandle: { connectionId: handle.connection_id ?? '', id: handle.id ?? 0 },
        parameterValues: ((m.parameter_values ?? []) as Message[]).map(parameter),
        maxRowCount: count(m.first_frame_max_size ?? m.deprecated_first_frame_max_size),
      };
    }
    case 'FetchRequest':
      return {
        connectionId,
        statementId: m.statement_id ?? 0,
        offset: exact(m.offset),
        fetchMaxRowCount: count(m.frame_max_size ?? m.fetch_max_row_count),
      };
    case 'SyncResultsRequest':
      return { connectionId, statementId: m.statement_id ?? 0, offset: exact(m.offset) };
    case 'SchemasRequest':
      return {
        connectionId,
        catalog: optional(m, 'catalog', 'has_catalog'),
        schemaPattern: optional(m, 'schema_pattern', 'has_schema_pattern'),
      };
    case 'TablesRequest':
      return {
        connectionId,
        catalog: optional(m, 'catalog', 'has_catalog'),
        schemaPattern: optional(m, 'schema_pattern', 'has_schema_pattern'),
        tableNamePattern: optional(m, 'table_name_pattern', 'has_table_name_pattern'),
        typeList: m.has_type_list === true ? (m.type_list ?? []) : null,
      };
    case 'ColumnsRequest':
      return {
        connectionId,
        catalog: optional(m, 'catalog', 'has_catalog'),
        schemaPattern: optional(m, 'schema_pattern', 'has_schema_pattern'),
        tableNamePattern: optional(m, 'table_name_pattern', 'has_table_name_pattern'),
        columnNamePattern: optional(m, 'column_name_pattern', 'has_column_name_pattern'),
      };
    default:
      return { connectionId };
  }
}

/** The JSON protocol's request for a protobuf body; an unreadable body is the same 400 the JSON endpoint gives. */
export function jsonRequestOf(body: Uint8Array): Record<string, unknown> {
  try {
    const wire = decode(WireMessage, body);
    const className = String(wire.name ?? '');
    const name = className.startsWith(REQUEST_PREFIX) ? className.slice(REQUEST_PREFIX.length) : '';
    const schema = REQUESTS[name];
    const request = JSON_NAMES[name];
    if (schema === undefined || request === undefined)
      throw errors.unreadable(`Unknown Avatica request [${className.slice(0, 200)}]`);
    const message = decode(schema, (wire.wrapped_message as Uint8Array | undefined) ?? new Uint8Array());
    return { request, ...jsonFields(name, message) };
  } catch (error) {
    if (error instanceof WireError || error instanceof TypeError)
      throw errors.unreadable(`The request is not an Avatica protobuf message: ${error.message}`);
    throw error;
  }
}
