import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Writes what the checks observe as JSON, in forms that compare across servers (times in UTC, arrays as lists). */
final class Json {
  private Json() {}

  static String of(Object value) {
    StringBuilder out = new StringBuilder();
    write(out, value);
    return out.toString();
  }

  @SuppressWarnings("unchecked")
  private static void write(StringBuilder out, Object value) {
    if (value == null) out.append("null");
    else if (value instanceof String) string(out, (String) value);
    else if (value instanceof Boolean || value instanceof Integer || value instanceof Long || value instanceof Short
        || value instanceof Byte) out.append(value);
    else if (value instanceof BigDecimal) out.append(((BigDecimal) value).stripTrailingZeros().toPlainString());
    else if (value instanceof Double || value instanceof Float) {
      double number = ((Number) value).doubleValue();
      if (Double.isFinite(number)) out.append(value); else string(out, value.toString());
    } else if (value instanceof Timestamp) string(out, ((Timestamp) value).toInstant().toString());
    else if (value instanceof Date) string(out, value.toString());
    else if (value instanceof Map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<String, Object> entry : ((Map<String, Object>) value).entrySet()) {
        if (!first) out.append(',');
        first = false;
        string(out, entry.getKey());
        out.append(':');
        write(out, entry.getValue());
      }
      out.append('}');
    } else if (value instanceof List) {
      out.append('[');
      boolean first = true;
      for (Object item : (List<Object>) value) {
        if (!first) out.append(',');
        first = false;
        write(out, item);
      }
      out.append(']');
    } else if (value instanceof Object[]) write(out, java.util.Arrays.asList((Object[]) value));
    else string(out, value.toString());
  }

  private static void string(StringBuilder out, String text) {
    out.append('"');
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    out.append('"');
  }

  /** One cell as the driver reads it with getObject: arrays become lists. */
  static Object cell(ResultSet rows, int column) throws SQLException {
    Object value = rows.getObject(column);
    if (value instanceof Array) {
      List<Object> items = new ArrayList<>();
      for (Object item : (Object[]) ((Array) value).getArray()) items.add(item);
      return items;
    }
    return value;
  }

  /** Every row of a result, every column as getObject reads it. */
  static List<Object> rows(ResultSet rows) throws SQLException {
    List<Object> all = new ArrayList<>();
    int columns = rows.getMetaData().getColumnCount();
    while (rows.next()) {
      List<Object> row = new ArrayList<>();
      for (int i = 1; i <= columns; i++) row.add(cell(rows, i));
      all.add(row);
    }
    return all;
  }

  /** What ResultSetMetaData says of each column: label, JDBC type, type name, Java class. */
  static List<Object> columns(ResultSetMetaData meta) throws SQLException {
    List<Object> columns = new ArrayList<>();
    for (int i = 1; i <= meta.getColumnCount(); i++)
      columns.add(List.of(meta.getColumnLabel(i), meta.getColumnType(i), meta.getColumnTypeName(i),
          meta.getColumnClassName(i)));
    return columns;
  }
}
