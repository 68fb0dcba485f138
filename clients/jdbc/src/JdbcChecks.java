import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;

/**
 * The JDBC checks (scripts/clients/jdbc.ts runs them): the Avatica remote driver against one server, each check
 * printing one JSON line `{"check", "observed"}` (what the server answered through the driver, compared across
 * servers by the caller), `{"check", "error"}` (the SQLException the driver raised) or `{"check", "failure"}`
 * (the program itself failed). Arguments: --url <avatica endpoint> --datasource <name> [--user u --password p]
 * [--only check,check] [--secure] [--million] [--protobuf].
 */
public final class JdbcChecks {
  interface Check {
    Object run() throws Exception;
  }

  final String url;
  final String datasource;
  final Map<String, String> options;

  JdbcChecks(Map<String, String> options) {
    this.options = options;
    // --protobuf: the driver's protobuf serialization (the endpoint given must be Druid's avatica-protobuf one).
    this.url = "jdbc:avatica:remote:url=" + options.get("url")
        + (options.containsKey("protobuf") ? ";serialization=protobuf" : "");
    this.datasource = options.get("datasource");
  }

  /** A connection with the given properties (each one reaches Druid as a query context parameter). */
  Connection connect(String... properties) throws SQLException {
    Properties info = new Properties();
    if (options.containsKey("user")) info.setProperty("user", options.get("user"));
    if (options.containsKey("password")) info.setProperty("password", options.get("password"));
    for (int i = 0; i + 1 < properties.length; i += 2) info.setProperty(properties[i], properties[i + 1]);
    return DriverManager.getConnection(url, info);
  }

  static Map<String, Object> error(SQLException e) {
    Map<String, Object> error = new LinkedHashMap<>();
    error.put("code", e.getErrorCode());
    error.put("state", e.getSQLState());
    error.put("message", e.getMessage());
    return error;
  }

  static void run(String name, Check check) {
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("check", name);
    long started = System.nanoTime();
    try {
      line.put("observed", check.run());
    } catch (SQLException e) {
      line.put("error", error(e));
    } catch (AvaticaClientRuntimeException e) {
      // Some calls (createStatement, getTypeInfo) raise the server's error unchecked, with the same fields.
      Map<String, Object> error = new LinkedHashMap<>();
      error.put("code", e.getErrorCode());
      error.put("state", e.getSqlState());
      error.put("message", e.getMessage());
      line.put("error", error);
    } catch (Throwable e) {
      line.put("failure", e.toString());
    }
    line.put("ms", (System.nanoTime() - started) / 1_000_000);
    System.out.println(Json.of(line));
    System.out.flush();
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      String key = args[i].replaceFirst("^--", "");
      boolean flag = i + 1 >= args.length || args[i + 1].startsWith("--");
      options.put(key, flag ? "true" : args[++i]);
    }
    JdbcChecks checks = new JdbcChecks(options);
    Map<String, Check> all = new LinkedHashMap<>();
    if (options.containsKey("secure")) new SecureChecks(checks).register(all);
    else {
      new MetadataChecks(checks).register(all);
      new QueryChecks(checks).register(all);
    }
    if (options.containsKey("million")) all.put("million", () -> new QueryChecks(checks).million());
    List<String> only = options.containsKey("only") ? Arrays.asList(options.get("only").split(",")) : new ArrayList<>();
    for (Map.Entry<String, Check> entry : all.entrySet())
      if (only.isEmpty() || only.contains(entry.getKey())) run(entry.getKey(), entry.getValue());
  }
}
