"""pydruid's DB-API 2.0 driver (pydruid.db) against the reference, as an application would use it."""

from harness import DATASOURCE, ROWS, Checks, expect, target
from pydruid.db import connect
from pydruid.db import exceptions as dbapi_errors

host, port = target()
checks = Checks("pydruid DB-API")


def connection(**options):
    return connect(host=host, port=port, path="/druid/v2/sql/", scheme="http", **options)


def select_one():
    cursor = connection().cursor()
    cursor.execute("SELECT 1 AS one")
    expect(cursor.fetchall(), [(1,)], "rows")


def description():
    cursor = connection().cursor()
    cursor.execute(f"SELECT channel, added, delta FROM {DATASOURCE} LIMIT 1")
    expect([column[0] for column in cursor.description], ["channel", "added", "delta"], "column names")
    # pydruid guesses type codes from the first row's Python values: STRING 1, NUMBER 2.
    expect([column[1] for column in cursor.description], [1, 2, 2], "type codes")


def pyformat_parameters():
    cursor = connection().cursor()
    cursor.execute(
        f"SELECT COUNT(*) AS n, SUM(added) AS added FROM {DATASOURCE} WHERE channel = %(channel)s",
        {"channel": "#en"},
    )
    english = [row for row in ROWS if row["channel"] == "#en"]
    expect(cursor.fetchone(), (len(english), sum(row["added"] for row in english)), "row")


def quoted_parameter():
    # pydruid escapes parameters itself ('' inside a quoted literal): a quote must not break the query.
    cursor = connection().cursor()
    cursor.execute(f"SELECT COUNT(*) FROM {DATASOURCE} WHERE page = %(page)s", {"page": "it's"})
    expect(cursor.fetchall(), [(0,)], "rows")


def boolean_and_list_parameters():
    # pydruid writes True as TRUE and a tuple as a comma-separated list of literals.
    cursor = connection().cursor()
    cursor.execute(
        f"SELECT COUNT(*) FROM {DATASOURCE} WHERE ((added > 10) = %(big)s) AND channel IN (%(channels)s)",
        {"big": True, "channels": ("#en", "#fr")},
    )
    expected = sum(1 for row in ROWS if row["added"] > 10 and row["channel"] in ("#en", "#fr"))
    expect(cursor.fetchall(), [(expected,)], "rows")


def fetch_styles():
    cursor = connection().cursor()
    cursor.execute(f"SELECT added FROM {DATASOURCE} ORDER BY __time")
    first = cursor.fetchone()
    two = cursor.fetchmany(2)
    rest = cursor.fetchall()
    expect([first[0]] + [row[0] for row in two + rest], [row["added"] for row in ROWS], "added in time order")
    expect(cursor.fetchone(), None, "fetchone after the end")


def iteration_and_rowcount():
    cursor = connection().cursor()
    cursor.execute(f"SELECT page FROM {DATASOURCE} ORDER BY __time")
    # pydruid counts the rows not yet fetched.
    expect(cursor.rowcount, len(ROWS), "rowcount")
    pages = [row.page for row in cursor]
    expect(pages, [row["page"] for row in ROWS], "pages (null as None)")


def timestamps_as_text():
    cursor = connection().cursor()
    cursor.execute(f"SELECT __time FROM {DATASOURCE} ORDER BY __time LIMIT 1")
    expect(cursor.fetchone()[0], "2015-09-12T00:00:00.000Z", "__time")


def query_context():
    # The connection's context travels with every query: sqlTimeZone shifts TIME_FORMAT's output.
    cursor = connection(context={"sqlTimeZone": "America/Los_Angeles"}).cursor()
    cursor.execute(f"SELECT TIME_FORMAT(MIN(__time), 'yyyy-MM-dd HH:mm') FROM {DATASOURCE}")
    expect(cursor.fetchone()[0], "2015-09-11 17:00", "local time")


def header_connection():
    cursor = connection(header=True).cursor()
    cursor.execute(f"SELECT channel, COUNT(*) AS n FROM {DATASOURCE} GROUP BY channel ORDER BY channel")
    expect([column[0] for column in cursor.description], ["channel", "n"], "column names")
    expect([tuple(row) for row in cursor.fetchall()], [("#de", 1), ("#en", 3), ("#fr", 1)], "rows")


def empty_result():
    cursor = connection().cursor()
    cursor.execute(f"SELECT channel FROM {DATASOURCE} WHERE added > 1000")
    expect(cursor.fetchall(), [], "rows")


def unknown_column_is_programming_error():
    cursor = connection().cursor()
    try:
        cursor.execute(f"SELECT no_such_column FROM {DATASOURCE}")
    except dbapi_errors.ProgrammingError as error:
        if "no_such_column" not in str(error):
            raise AssertionError(f"message does not name the column: {error}") from error
        return str(error)
    raise AssertionError("no error raised")


def unknown_table_is_programming_error():
    cursor = connection().cursor()
    try:
        cursor.execute("SELECT * FROM no_such_table")
    except dbapi_errors.ProgrammingError as error:
        return str(error)
    raise AssertionError("no error raised")


def closed_cursor_refuses():
    cursor = connection().cursor()
    cursor.close()
    try:
        cursor.execute("SELECT 1")
    except dbapi_errors.Error:
        return "refused"
    raise AssertionError("a closed cursor ran a query")


# Metadata tables cross-joined: far more rows than any answer within the timeout can hold.
ENDLESS_ROWS = (
    'SELECT a."COLUMN_NAME", b."TABLE_NAME" FROM INFORMATION_SCHEMA.COLUMNS a, INFORMATION_SCHEMA.COLUMNS b, '
    "INFORMATION_SCHEMA.COLUMNS c, INFORMATION_SCHEMA.COLUMNS d"
)


def timeout_after_rows_raises():
    # A query that times out once its rows have begun must not read as a complete answer (issue 30).
    cursor = connection(context={"timeout": 1500}).cursor()
    try:
        cursor.execute(ENDLESS_ROWS)
        rows = cursor.fetchall()
    except Exception as error:  # noqa: BLE001 - whichever error the client raises, it is not a success
        return f"{type(error).__name__}"
    raise AssertionError(f"{len(rows)} rows answered as a complete result")


for name, check in [
    ("connect and SELECT 1", select_one),
    ("cursor.description", description),
    ("pyformat parameters", pyformat_parameters),
    ("parameter with a quote", quoted_parameter),
    ("boolean and tuple parameters", boolean_and_list_parameters),
    ("fetchone / fetchmany / fetchall", fetch_styles),
    ("iteration, nulls, rowcount", iteration_and_rowcount),
    ("timestamps as ISO text", timestamps_as_text),
    ("query context (sqlTimeZone)", query_context),
    ("header=True connection", header_connection),
    ("empty result", empty_result),
    ("unknown column: ProgrammingError", unknown_column_is_programming_error),
    ("unknown table: ProgrammingError", unknown_table_is_programming_error),
    ("closed cursor refuses", closed_cursor_refuses),
    ("a timeout after rows began raises", timeout_after_rows_raises),
]:
    checks.run(name, check)
checks.done()
