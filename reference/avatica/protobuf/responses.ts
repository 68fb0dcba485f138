// The JSON protocol's response object written as Avatica's protobuf response (a WireMessage wrapping a
// Responses$… message), so that one service answers both serializations (§avatica.14).
import { isRawJson } from '../../json/exact-json.ts';
import { encode, type Message } from './codec.ts';
import { CURSOR_STYLES, REPS, RESPONSES, SEVERITIES, WireMessage } from './schema.ts';
import { DELIMITED, FIXED64, VARINT, Writer, zigzag, zigzagNumber } from './wire.ts';

const RESPONSE_PREFIX = 'org.apache.calcite.avatica.proto.Responses$';

type Json = Record<string, unknown>;

/**
 * A frame cell as a TypedValue, by the value's own kind (what Jackson reads from a JSON frame): LONG for integers,
 * DOUBLE for fractions, STRING, BOOLEAN, NULL; written straight into `out` (frames are the bulk of every answer).
 */
function writeTypedValue(out: Writer, value: unknown): void {
  if (value === null || value === undefined) {
    out.tag(1, VARINT);
    out.varint(REPS.NULL as number);
    out.tag(7, VARINT);
    out.varint(1);
  } else if (typeof value === 'string') {
    out.tag(1, VARINT);
    out.varint(REPS.STRING as number);
    out.tag(3, DELIMITED);
    out.string(value);
  } else if (typeof value === 'boolean') {
    out.tag(1, VARINT);
    out.varint(REPS.BOOLEAN as number);
    out.tag(2, VARINT);
    out.varint(value ? 1 : 0);
  } else if (typeof value === 'number' || isRawJson(value)) {
    const text = typeof value === 'number' ? undefined : value.rawJSON;
    const integral = text === undefined ? Number.isInteger(value) : /^-?\d+$/.test(text);
    out.tag(1, VARINT);
    if (integral) {
      out.varint(REPS.LONG as number);
      out.tag(4, VARINT);
      out.varint(text === undefined ? zigzagNumber(value as number) : zigzag(BigInt(text)));
    } else {
      out.varint(REPS.DOUBLE as number);
      out.tag(6, FIXED64);
      out.double(text === undefined ? (value as number) : Number(text));
    }
  } else {
    out.tag(1, VARINT);
    out.varint(REPS.STRING as number);
    out.tag(3, DELIMITED);
    out.string(JSON.stringify(value));
  }
}

const cell = new Writer();
const items = new Writer();
const row = new Writer();

/**
 * A row's bytes: each cell a ColumnValue with its value twice, as Druid writes it (`scalar_value`, and the
 * deprecated `value` list older clients read; an array as `array_value` with `has_array_value`).
 */
function rowBytes(values: readonly unknown[]): Uint8Array {
  row.reset();
  for (const value of values) {
    items.reset();
    if (Array.isArray(value)) {
      for (const item of value) {
        cell.reset();
        writeTypedValue(cell, item);
        items.embed(1, cell);
      }
      for (const item of value) {
        cell.reset();
        writeTypedValue(cell, item);
        items.embed(2, cell);
      }
      items.tag(3, VARINT);
      items.varint(1);
    } else {
      cell.reset();
      writeTypedValue(cell, value);
      items.embed(1, cell);
      items.embed(4, cell);
    }
    row.embed(1, items);
  }
  return row.finish();
}

const frame = (json: Json): Message => ({
  offset: json.offset,
  done: json.done,
  rows: (json.rows as unknown[][]).map(rowBytes),
});

function avaticaType(json: Json): Message {
  return {
    id: json.id,
    name: json.name,
    rep: REPS[String(json.rep)] ?? REPS.OBJECT,
    ...(json.component ? { component: avaticaType(json.component as Json) } : {}),
  };
}

const column = (json: Json): Message => ({
  ordinal: json.ordinal,
  auto_increment: json.autoIncrement,
  case_sensitive: json.caseSensitive,
  searchable: json.searchable,
  currency: json.currency,
  nullable: json.nullable,
  signed: json.signed,
  display_size: json.displaySize,
  label: json.label,
  column_name: json.columnName,
  schema_name: json.schemaName,
  precision: json.precision,
  scale: json.scale,
  table_name: json.tableName,
  catalog_name: json.catalogName,
  read_only: json.readOnly,
  writable: json.writable,
  definitely_writable: json.definitelyWritable,
  column_class_name: json.columnClassName,
  type: avaticaType(json.type as Json),
});

const parameter = (json: Json): Message => ({
  signed: json.signed,
  precision: json.precision,
  scale: json.scale,
  parameter_type: json.parameterType,
  type_name: json.typeName,
  class_name: json.className,
  name: json.name,
});

function signature(json: Json): Message {
  const cursor = json.cursorFactory as Json;
  return {
    columns: (json.columns as Json[]).map(column),
    sql: json.sql,
    parameters: (json.parameters as Json[]).map(parameter),
    cursor_factory: { style: CURSOR_STYLES[String(cursor.style)] ?? CURSOR_STYLES.LIST },
    statementType: 0,
  };
}

function resultSet(json: Json, metadata: Message): Message {
  return {
    connection_id: json.connectionId,
    statement_id: json.statementId,
    own_statement: json.ownStatement,
    signature: signature(json.signature as Json),
    first_frame: frame(json.firstFrame as Json),
    update_count: -1n,
    metadata,
  };
}

/** The response's protobuf class and message for a JSON response object. */
function protobufOf(json: Json): [string, Message] {
  const metadata = { server_address: (json.rpcMetadata as Json | undefined)?.serverAddress };
  switch (json.response) {
    case 'executeResults':
      return [
        'ExecuteResponse',
        {
          results: (json.results as Json[]).map((r) => resultSet(r, metadata)),
          missing_statement: false,
          metadata,
        },
      ];
    case 'resultSet':
      return ['ResultSetResponse', resultSet(json, metadata)];
    case 'prepare': {
      const statement = json.statement as Json;
      const handle = {
        connection_id: statement.connectionId,
        id: statement.id,
        signature: signature(statement.signature as Json),
      };
      return ['PrepareResponse', { statement: handle, metadata }];
    }
    case 'fetch':
      return [
        'FetchResponse',
        { frame: frame(json.frame as Json), missing_statement: false, missing_results: false, metadata },
      ];
    case 'createStatement':
      return [
        'CreateStatementResponse',
        { connection_id: json.connectionId, statement_id: json.statementId, metadata },
      ];
    case 'connectionSync':
      return ['ConnectionSyncResponse', { conn_props: json.connProps, metadata }];
    case 'syncResults':
      return ['SyncResultsResponse', { missing_statement: false, more_results: json.moreResults, metadata }];
    case 'error':
      return [
        'ErrorResponse',
        {
          exceptions: json.exceptions,
          has_exceptions: true,
          error_message: json.errorMessage ?? undefined,
          severity: SEVERITIES[String(json.severity)] ?? SEVERITIES.UNKNOWN,
          error_code: json.errorCode,
          sql_state: json.sqlState,
          metadata,
        },
      ];
    case 'commit':
    case 'rollback':
      return [json.response === 'commit' ? 'CommitResponse' : 'RollbackResponse', {}];
    default: {
      // openConnection, closeConnection, closeStatement, databaseProperties: nothing but the metadata.
      const name = `${String(json.response).charAt(0).toUpperCase()}${String(json.response).slice(1)}`;
      return [name === 'DatabaseProperties' ? 'DatabasePropertyResponse' : `${name}Response`, { metadata }];
    }
  }
}

/** The WireMessage bytes of a JSON response object. */
export function protobufResponseOf(json: Json): Uint8Array {
  const [name, message] = protobufOf(json);
  const schema = RESPONSES[name] ?? RESPONSES.ErrorResponse ?? {};
  return encode(WireMessage, { name: `${RESPONSE_PREFIX}${name}`, wrapped_message: encode(schema, message) });
}
