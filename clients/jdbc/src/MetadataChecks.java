import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a BI tool's first minutes ask: DatabaseMetaData (catalogs, schemas, tables, columns, types) through the driver. */
final class MetadataChecks {
  private final JdbcChecks checks;

  MetadataChecks(JdbcChecks checks) {
    this.checks = checks;
  }

  interface Reader {
    ResultSet read(DatabaseMetaData meta) throws Exception;
  }

  /** The named columns of a DatabaseMetaData answer, row by row, read by label as tools read them. */
  private Object read(Reader reader, String... labels) throws Exception {
    try (Connection connection = checks.connect(); ResultSet rows = reader.read(connection.getMetaData())) {
      List<Object> all = new ArrayList<>();
      while (rows.next()) {
        List<Object> row = new ArrayList<>();
        for (String label : labels) row.add(rows.getObject(label));
        all.add(row);
      }
      return all;
    }
  }

  void register(Map<String, JdbcChecks.Check> all) {
    String datasource = checks.datasource;
    all.put("metadata.driver", () -> {
      try (Connection connection = checks.connect()) {
        DatabaseMetaData meta = connection.getMetaData();
        Map<String, Object> seen = new LinkedHashMap<>();
        seen.put("productName", meta.getDatabaseProductName());
        seen.put("identifierQuote", meta.getIdentifierQuoteString());
        seen.put("readOnly", connection.isReadOnly());
        seen.put("autoCommit", connection.getAutoCommit());
        return seen;
      }
    });
    all.put("metadata.catalogs", () -> read(DatabaseMetaData::getCatalogs, "TABLE_CAT"));
    all.put("metadata.schemas", () -> read(DatabaseMetaData::getSchemas, "TABLE_SCHEM", "TABLE_CATALOG"));
    all.put("metadata.schemas.pattern", () -> read(meta -> meta.getSchemas("druid", "s%"), "TABLE_SCHEM"));
    all.put("metadata.tableTypes", () -> read(DatabaseMetaData::getTableTypes, "TABLE_TYPE"));
    all.put("metadata.tables", () -> read(meta -> meta.getTables(null, "druid", datasource, null),
        "TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME", "TABLE_TYPE", "REMARKS"));
    all.put("metadata.tables.system", () -> read(meta -> meta.getTables("druid", "INFORMATION_SCHEMA", "%",
        new String[] {"SYSTEM_TABLE"}), "TABLE_SCHEM", "TABLE_NAME", "TABLE_TYPE"));
    all.put("metadata.columns", () -> read(meta -> meta.getColumns(null, "druid", datasource, null),
        "TABLE_NAME", "COLUMN_NAME", "DATA_TYPE", "TYPE_NAME", "COLUMN_SIZE", "NULLABLE", "COLUMN_DEF",
        "ORDINAL_POSITION", "IS_NULLABLE", "IS_AUTOINCREMENT"));
    // `_` matches any one character: the one-letter columns only.
    all.put("metadata.columns.pattern", () -> read(meta -> meta.getColumns(null, null, datasource, "_"),
        "COLUMN_NAME", "TYPE_NAME"));
    all.put("metadata.columns.signature", () -> {
      try (Connection connection = checks.connect();
          ResultSet rows = connection.getMetaData().getColumns(null, "druid", datasource, null)) {
        return Json.columns(rows.getMetaData());
      }
    });
    all.put("metadata.typeInfo", () -> read(DatabaseMetaData::getTypeInfo, "TYPE_NAME"));
  }
}
