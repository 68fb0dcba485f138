import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Queries as applications run them: statements, prepared statements with parameters, fetch sizes, errors, limits. */
final class QueryChecks {
  private final JdbcChecks checks;
  private final String table;

  QueryChecks(JdbcChecks checks) {
    this.checks = checks;
    this.table = "\"" + checks.datasource + "\"";
  }

  /** A query's columns as ResultSetMetaData describes them, and its rows. */
  private Object query(String sql, String... properties) throws Exception {
    try (Connection connection = checks.connect(properties);
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(sql)) {
      Map<String, Object> seen = new LinkedHashMap<>();
      seen.put("columns", Json.columns(rows.getMetaData()));
      seen.put("rows", Json.rows(rows));
      return seen;
    }
  }

  interface Binder {
    void bind(PreparedStatement statement) throws Exception;
  }

  /** One prepared statement executed once per binder: the rows of each execution. */
  private Object prepared(String sql, Binder... binders) throws Exception {
    try (Connection connection = checks.connect(); PreparedStatement statement = connection.prepareStatement(sql)) {
      List<Object> executions = new ArrayList<>();
      for (Binder binder : binders) {
        binder.bind(statement);
        try (ResultSet rows = statement.executeQuery()) {
          executions.add(Json.rows(rows));
        }
      }
      return executions;
    }
  }

  /** Reads a result, counting rows and summing its first column; `fetchSize` 0 leaves the driver's default. */
  private Map<String, Object> scan(Statement statement, String sql, int fetchSize) throws Exception {
    statement.setFetchSize(fetchSize);
    long count = 0;
    long sum = 0;
    try (ResultSet rows = statement.executeQuery(sql)) {
      while (rows.next()) {
        count++;
        sum += rows.getLong(1);
      }
    }
    Map<String, Object> seen = new LinkedHashMap<>();
    seen.put("rows", count);
    seen.put("sum", sum);
    return seen;
  }

  void register(Map<String, JdbcChecks.Check> all) {
    all.put("query.rows", () -> query("SELECT __time, n, channel, page, delta, weight, s FROM " + table
        + " WHERE n < 12 ORDER BY __time"));
    all.put("query.groupBy", () -> query("SELECT channel, COUNT(*) AS c, SUM(n) AS total, MIN(delta) AS low, "
        + "MAX(weight) AS high, AVG(n) AS mean, COUNT(page) AS pages FROM " + table
        + " GROUP BY channel ORDER BY channel"));
    all.put("query.time", () -> query("SELECT TIME_FLOOR(__time, 'P1D') AS \"day\", CAST(__time AS DATE) AS d, "
        + "COUNT(*) AS c FROM " + table + " GROUP BY 1, 2 ORDER BY 1"));
    all.put("query.literals", () -> query("SELECT 1 AS i, 'text' AS t, 2.5e0 AS d, TRUE AS b, "
        + "TIMESTAMP '2021-02-03 04:05:06.789' AS ts, DATE '2021-02-03' AS dt, CAST(NULL AS VARCHAR) AS nothing"));
    all.put("query.timeZone", () -> query("SELECT __time, TIME_FORMAT(__time) AS text, CAST(__time AS DATE) AS d "
        + "FROM " + table + " WHERE n = 23", "sqlTimeZone", "America/Los_Angeles"));
    all.put("prepared.parameters", () -> prepared(
        "SELECT n, channel, page FROM " + table + " WHERE n >= ? AND n < ? AND channel = ? AND __time >= ?",
        statement -> {
          statement.setLong(1, 10);
          statement.setInt(2, 30);
          statement.setString(3, "#fr");
          statement.setTimestamp(4, Timestamp.valueOf("2020-01-02 00:00:00"));
        },
        statement -> {
          statement.setLong(1, 0);
          statement.setInt(2, 12);
          statement.setObject(3, "#en");
          statement.setTimestamp(4, new Timestamp(0));
        }));
    all.put("prepared.numbers", () -> prepared(
        "SELECT COUNT(*) AS c FROM " + table + " WHERE delta > ? AND weight >= ? AND n <> ?",
        statement -> {
          statement.setDouble(1, 50.5);
          statement.setFloat(2, 1.5f);
          statement.setShort(3, (short) 999);
        },
        statement -> {
          statement.setBigDecimal(1, new BigDecimal("-10.25"));
          statement.setDouble(2, 0);
          statement.setLong(3, 0);
        }));
    all.put("prepared.null", () -> prepared("SELECT COUNT(*) AS c FROM " + table + " WHERE channel = ?",
        statement -> statement.setNull(1, Types.VARCHAR)));
    all.put("prepared.parameterCount", () -> {
      try (Connection connection = checks.connect();
          PreparedStatement statement = connection.prepareStatement("SELECT n FROM " + table + " WHERE n = ? OR s = ?")) {
        ParameterMetaData meta = statement.getParameterMetaData();
        return meta.getParameterCount();
      }
    });
    all.put("prepared.missingValue", () -> prepared("SELECT n FROM " + table + " WHERE n = ?", statement -> {}));
    all.put("error.unknownTable", () -> query("SELECT * FROM nope"));
    all.put("error.parse", () -> query("SELEC 1"));
    all.put("error.unknownColumn", () -> query("SELECT nope FROM " + table));
    all.put("error.insert", () -> query("INSERT INTO " + table + " SELECT * FROM " + table + " PARTITIONED BY ALL"));
    all.put("fetch.sizes", () -> {
      try (Connection connection = checks.connect(); Statement statement = connection.createStatement()) {
        Map<String, Object> seen = new LinkedHashMap<>();
        for (int size : new int[] {1, 100, 150, 0, 100000})
          seen.put(String.valueOf(size), scan(statement, "SELECT n FROM " + table, size));
        return seen;
      }
    });
    all.put("fetch.maxRows", () -> {
      try (Connection connection = checks.connect(); Statement statement = connection.createStatement()) {
        statement.setMaxRows(5);
        return scan(statement, "SELECT n FROM " + table, 0);
      }
    });
    all.put("statements.limit", () -> {
      List<Statement> open = new ArrayList<>();
      try (Connection connection = checks.connect()) {
        for (int i = 1; i <= 5; i++) {
          try {
            open.add(connection.createStatement());
          } catch (java.sql.SQLException | RuntimeException e) {
            Map<String, Object> seen = new LinkedHashMap<>();
            seen.put("opened", open.size());
            seen.put("refused", e.getClass().getSimpleName());
            return seen;
          }
        }
        return open.size();
      }
    });
    all.put("statements.closeEarly", () -> {
      try (Connection connection = checks.connect()) {
        try (Statement statement = connection.createStatement()) {
          statement.setFetchSize(100);
          try (ResultSet rows = statement.executeQuery(crossJoin())) {
            for (int i = 0; i < 10; i++) rows.next();
          }
          statement.cancel();
        }
        return scan(connection.createStatement(), "SELECT COUNT(*) FROM " + table, 0);
      }
    });
  }

  /** 1,000,000 rows: the datasource's 1,000 rows joined with themselves, numbered 0 to 999,999. */
  private String crossJoin() {
    return "SELECT a.n * 1000 + b.n AS v, a.s AS s FROM " + table + " a CROSS JOIN " + table + " b";
  }

  /** Reads the million rows in frames of 5,000: their count and sum (0 + 1 + … + 999,999 when each came once). */
  Object million() throws Exception {
    try (Connection connection = checks.connect(); Statement statement = connection.createStatement()) {
      long started = System.nanoTime();
      Map<String, Object> seen = scan(statement, crossJoin(), 5000);
      System.err.printf("million: %d rows in %.1f s%n", (Long) seen.get("rows"), (System.nanoTime() - started) / 1e9);
      return seen;
    }
  }
}
