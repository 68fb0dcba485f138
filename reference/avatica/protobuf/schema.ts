// Avatica's protobuf messages as field tables: the field numbers of common.proto, requests.proto and responses.proto
// (avatica-core 1.23.0, the files its jar carries), for the messages the reference reads and writes (§avatica.14).
import type { Field, Kind, Schema } from './codec.ts';

const f = (name: string, kind: Kind, message?: () => Schema): Field => ({
  name,
  kind,
  ...(message ? { message } : {}),
});
/** A message type built once, whenever first asked for (message types refer to each other). */
const once = (build: () => Schema): (() => Schema) => {
  let built: Schema | undefined;
  return () => {
    built ??= build();
    return built;
  };
};
const many = (name: string, kind: Kind, message?: () => Schema): Field => ({
  ...f(name, kind, message),
  repeated: true,
});

/** Rep's enum numbers (common.proto), by name. */
export const REPS: Readonly<Record<string, number>> = {
  PRIMITIVE_BOOLEAN: 0,
  PRIMITIVE_BYTE: 1,
  PRIMITIVE_CHAR: 2,
  PRIMITIVE_SHORT: 3,
  PRIMITIVE_INT: 4,
  PRIMITIVE_LONG: 5,
  PRIMITIVE_FLOAT: 6,
  PRIMITIVE_DOUBLE: 7,
  BOOLEAN: 8,
  BYTE: 9,
  CHARACTER: 10,
  SHORT: 11,
  INTEGER: 12,
  LONG: 13,
  FLOAT: 14,
  DOUBLE: 15,
  JAVA_SQL_TIME: 16,
  JAVA_SQL_TIMESTAMP: 17,
  JAVA_SQL_DATE: 18,
  JAVA_UTIL_DATE: 19,
  BYTE_STRING: 20,
  STRING: 21,
  NUMBER: 22,
  OBJECT: 23,
  NULL: 24,
  BIG_INTEGER: 25,
  BIG_DECIMAL: 26,
  ARRAY: 27,
  STRUCT: 28,
  MULTISET: 29,
};
export const REP_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(REPS).map(([name, number]) => [number, name]),
);
export const CURSOR_STYLES: Readonly<Record<string, number>> = {
  OBJECT: 0,
  RECORD: 1,
  ARRAY: 3,
  LIST: 4,
  MAP: 5,
};
export const SEVERITIES: Readonly<Record<string, number>> = { UNKNOWN: 0, FATAL: 1, ERROR: 2, WARNING: 3 };

export const TypedValue: () => Schema = once(() => ({
  1: f('type', 'enum'),
  2: f('bool_value', 'bool'),
  3: f('string_value', 'string'),
  4: f('number_value', 'sint64'),
  5: f('bytes_value', 'bytes'),
  6: f('double_value', 'double'),
  7: f('null', 'bool'),
  8: many('array_value', 'message', TypedValue),
  9: f('component_type', 'enum'),
  10: f('implicitly_null', 'bool'),
}));
const AvaticaType: () => Schema = once(() => ({
  1: f('id', 'uint32'),
  2: f('name', 'string'),
  3: f('rep', 'enum'),
  4: many('columns', 'message', ColumnMetaData),
  5: f('component', 'message', AvaticaType),
}));
const ColumnMetaData: () => Schema = once(() => ({
  1: f('ordinal', 'uint32'),
  2: f('auto_increment', 'bool'),
  3: f('case_sensitive', 'bool'),
  4: f('searchable', 'bool'),
  5: f('currency', 'bool'),
  6: f('nullable', 'uint32'),
  7: f('signed', 'bool'),
  8: f('display_size', 'uint32'),
  9: f('label', 'string'),
  10: f('column_name', 'string'),
  11: f('schema_name', 'string'),
  12: f('precision', 'uint32'),
  13: f('scale', 'uint32'),
  14: f('table_name', 'string'),
  15: f('catalog_name', 'string'),
  16: f('read_only', 'bool'),
  17: f('writable', 'bool'),
  18: f('definitely_writable', 'bool'),
  19: f('column_class_name', 'string'),
  20: f('type', 'message', AvaticaType),
}));
const AvaticaParameter: () => Schema = once(() => ({
  1: f('signed', 'bool'),
  2: f('precision', 'uint32'),
  3: f('scale', 'uint32'),
  4: f('parameter_type', 'uint32'),
  5: f('type_name', 'string'),
  6: f('class_name', 'string'),
  7: f('name', 'string'),
}));
const CursorFactory: () => Schema = once(() => ({
  1: f('style', 'enum'),
  2: f('class_name', 'string'),
  3: many('field_names', 'string'),
}));
const Signature: () => Schema = once(() => ({
  1: many('columns', 'message', ColumnMetaData),
  2: f('sql', 'string'),
  3: many('parameters', 'message', AvaticaParameter),
  4: f('cursor_factory', 'message', CursorFactory),
  5: f('statementType', 'enum'),
}));
const ColumnValue: () => Schema = once(() => ({
  1: many('value', 'message', TypedValue),
  2: many('array_value', 'message', TypedValue),
  3: f('has_array_value', 'bool'),
  4: f('scalar_value', 'message', TypedValue),
}));
const Row: () => Schema = once(() => ({ 1: many('value', 'message', ColumnValue) }));
const Frame: () => Schema = once(() => ({
  1: f('offset', 'uint64'),
  2: f('done', 'bool'),
  3: many('rows', 'message', Row),
}));
const ConnectionProperties: () => Schema = once(() => ({
  1: f('is_dirty', 'bool'),
  2: f('auto_commit', 'bool'),
  7: f('has_auto_commit', 'bool'),
  3: f('read_only', 'bool'),
  8: f('has_read_only', 'bool'),
  4: f('transaction_isolation', 'uint32'),
  5: f('catalog', 'string'),
  6: f('schema', 'string'),
}));
const StatementHandle: () => Schema = once(() => ({
  1: f('connection_id', 'string'),
  2: f('id', 'uint32'),
  3: f('signature', 'message', Signature),
}));
const RpcMetadata: () => Schema = once(() => ({ 1: f('server_address', 'string') }));

export const WireMessage: Schema = { 1: f('name', 'string'), 2: f('wrapped_message', 'bytes') };

const connection = { 1: f('connection_id', 'string') };
const statement = { 1: f('connection_id', 'string'), 2: f('statement_id', 'uint32') };

/** Requests by their Java class's simple name (WireMessage names `org.apache.calcite.avatica.proto.Requests$<name>`). */
export const REQUESTS: Readonly<Record<string, Schema>> = {
  CatalogsRequest: connection,
  DatabasePropertyRequest: connection,
  TableTypesRequest: connection,
  TypeInfoRequest: connection,
  CreateStatementRequest: connection,
  CloseConnectionRequest: connection,
  CommitRequest: connection,
  RollbackRequest: connection,
  CloseStatementRequest: statement,
  SchemasRequest: {
    1: f('catalog', 'string'),
    2: f('schema_pattern', 'string'),
    3: f('connection_id', 'string'),
    4: f('has_catalog', 'bool'),
    5: f('has_schema_pattern', 'bool'),
  },
  TablesRequest: {
    1: f('catalog', 'string'),
    2: f('schema_pattern', 'string'),
    3: f('table_name_pattern', 'string'),
    4: many('type_list', 'string'),
    6: f('has_type_list', 'bool'),
    7: f('connection_id', 'string'),
    8: f('has_catalog', 'bool'),
    9: f('has_schema_pattern', 'bool'),
    10: f('has_table_name_pattern', 'bool'),
  },
  ColumnsRequest: {
    1: f('catalog', 'string'),
    2: f('schema_pattern', 'string'),
    3: f('table_name_pattern', 'string'),
    4: f('column_name_pattern', 'string'),
    5: f('connection_id', 'string'),
    6: f('has_catalog', 'bool'),
    7: f('has_schema_pattern', 'bool'),
    8: f('has_table_name_pattern', 'bool'),
    9: f('has_column_name_pattern', 'bool'),
  },
  PrepareAndExecuteRequest: {
    1: f('connection_id', 'string'),
    2: f('sql', 'string'),
    3: f('max_row_count', 'uint64'),
    4: f('statement_id', 'uint32'),
    5: f('max_rows_total', 'int64'),
    6: f('first_frame_max_size', 'int32'),
  },
  PrepareRequest: {
    1: f('connection_id', 'string'),
    2: f('sql', 'string'),
    3: f('max_row_count', 'uint64'),
    4: f('max_rows_total', 'int64'),
  },
  FetchRequest: {
    ...statement,
    3: f('offset', 'uint64'),
    4: f('fetch_max_row_count', 'uint32'),
    5: f('frame_max_size', 'int32'),
  },
  OpenConnectionRequest: { 1: f('connection_id', 'string'), 2: f('info', 'map') },
  ConnectionSyncRequest: {
    1: f('connection_id', 'string'),
    2: f('conn_props', 'message', ConnectionProperties),
  },
  ExecuteRequest: {
    1: f('statementHandle', 'message', StatementHandle),
    2: many('parameter_values', 'message', TypedValue),
    3: f('deprecated_first_frame_max_size', 'uint64'),
    4: f('has_parameter_values', 'bool'),
    5: f('first_frame_max_size', 'int32'),
  },
  SyncResultsRequest: { ...statement, 4: f('offset', 'uint64') },
  PrepareAndExecuteBatchRequest: statement,
  ExecuteBatchRequest: statement,
};

const ResultSetResponse: () => Schema = once(() => ({
  1: f('connection_id', 'string'),
  2: f('statement_id', 'uint32'),
  3: f('own_statement', 'bool'),
  4: f('signature', 'message', Signature),
  5: f('first_frame', 'message', Frame),
  6: f('update_count', 'uint64'),
  7: f('metadata', 'message', RpcMetadata),
}));

/** Responses by their Java class's simple name (`org.apache.calcite.avatica.proto.Responses$<name>`). */
export const RESPONSES: Readonly<Record<string, Schema>> = {
  ResultSetResponse: ResultSetResponse(),
  ExecuteResponse: {
    1: many('results', 'message', ResultSetResponse),
    2: f('missing_statement', 'bool'),
    3: f('metadata', 'message', RpcMetadata),
  },
  PrepareResponse: {
    1: f('statement', 'message', StatementHandle),
    2: f('metadata', 'message', RpcMetadata),
  },
  FetchResponse: {
    1: f('frame', 'message', Frame),
    2: f('missing_statement', 'bool'),
    3: f('missing_results', 'bool'),
    4: f('metadata', 'message', RpcMetadata),
  },
  CreateStatementResponse: {
    1: f('connection_id', 'string'),
    2: f('statement_id', 'uint32'),
    3: f('metadata', 'message', RpcMetadata),
  },
  CloseStatementResponse: { 1: f('metadata', 'message', RpcMetadata) },
  OpenConnectionResponse: { 1: f('metadata', 'message', RpcMetadata) },
  CloseConnectionResponse: { 1: f('metadata', 'message', RpcMetadata) },
  ConnectionSyncResponse: {
    1: f('conn_props', 'message', ConnectionProperties),
    2: f('metadata', 'message', RpcMetadata),
  },
  DatabasePropertyResponse: { 2: f('metadata', 'message', RpcMetadata) },
  ErrorResponse: {
    1: many('exceptions', 'string'),
    7: f('has_exceptions', 'bool'),
    2: f('error_message', 'string'),
    3: f('severity', 'enum'),
    4: f('error_code', 'uint32'),
    5: f('sql_state', 'string'),
    6: f('metadata', 'message', RpcMetadata),
  },
  SyncResultsResponse: {
    1: f('missing_statement', 'bool'),
    2: f('more_results', 'bool'),
    3: f('metadata', 'message', RpcMetadata),
  },
  CommitResponse: {},
  RollbackResponse: {},
};
