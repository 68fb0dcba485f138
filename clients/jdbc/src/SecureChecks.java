import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;

/** Basic security through the driver: the connection's user and password authenticate, grants decide what it reads. */
final class SecureChecks {
  private final JdbcChecks checks;

  SecureChecks(JdbcChecks checks) {
    this.checks = checks;
  }

  private Object count(Connection connection, String sql) throws Exception {
    try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
      rows.next();
      return rows.getLong(1);
    }
  }

  void register(Map<String, JdbcChecks.Check> all) {
    String table = "\"" + checks.datasource + "\"";
    all.put("secure.granted", () -> {
      try (Connection connection = checks.connect()) {
        return count(connection, "SELECT COUNT(*) FROM " + table);
      }
    });
    all.put("secure.wrongPassword", () -> {
      try (Connection connection = checks.connect("password", "not-the-password")) {
        return count(connection, "SELECT COUNT(*) FROM " + table);
      }
    });
    all.put("secure.noCredentials", () -> {
      try (Connection connection = java.sql.DriverManager.getConnection(checks.url)) {
        return count(connection, "SELECT 1");
      }
    });
    // A user granted no datasource (--reader user:password): the catalog shows none, a query of one is refused.
    String[] reader = checks.options.getOrDefault("reader", ":").split(":", 2);
    all.put("secure.readerTables", () -> {
      try (Connection connection = java.sql.DriverManager.getConnection(checks.url, reader[0], reader[1]);
          ResultSet rows = connection.getMetaData().getTables(null, "druid", "%", null)) {
        return Json.rows(rows);
      }
    });
    all.put("secure.readerQuery", () -> {
      try (Connection connection = java.sql.DriverManager.getConnection(checks.url, reader[0], reader[1])) {
        return count(connection, "SELECT COUNT(*) FROM " + table);
      }
    });
    all.put("secure.metadataWithoutCredentials", () -> {
      try (Connection connection = java.sql.DriverManager.getConnection(checks.url);
          ResultSet rows = connection.getMetaData().getTables(null, "druid", "%", null)) {
        return Json.rows(rows);
      }
    });
  }
}
