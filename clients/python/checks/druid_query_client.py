"""druid-query's SQL client: gzip-compressed request bodies, the result formats, typed parameters, errors."""

from druid_query import Client, Sql
from druid_query.client import DruidError
from harness import DATASOURCE, ROWS, Checks, expect, target

host, port = target()
checks = Checks("druid-query")
client = Client(sql_endpoint=f"http://{host}:{port}/druid/v2/sql")
ORDERED = f"SELECT channel, added FROM {DATASOURCE} ORDER BY __time"
EXPECTED = [[row["channel"], row["added"]] for row in ROWS]


def objects():
    rows = client.execute(Sql(query=ORDERED))
    expect([[row["channel"], row["added"]] for row in rows], EXPECTED, "rows")


def arrays_with_header():
    rows = client.execute(Sql(query=ORDERED, result_format="array", header=True))
    expect(rows[0], ["channel", "added"], "header")
    expect(rows[1:], EXPECTED, "rows")


def object_lines():
    rows = client.execute(Sql(query=ORDERED, result_format="objectLines"))
    expect([[row["channel"], row["added"]] for row in rows], EXPECTED, "rows")


def csv_text():
    text = client.execute(Sql(query=ORDERED, result_format="csv"))
    lines = [line for line in text.splitlines() if line]
    expect(lines, [f"{channel},{added}" for channel, added in EXPECTED], "lines")


def typed_parameters():
    # Druid takes {"type", "value"} objects; druid-query passes the list as it is given.
    rows = client.execute(
        Sql(
            query=f"SELECT COUNT(*) AS n FROM {DATASOURCE} WHERE channel = ? AND added > ?",
            parameters=[{"type": "VARCHAR", "value": "#en"}, {"type": "BIGINT", "value": 10}],
        )
    )
    expect(rows, [{"n": sum(1 for row in ROWS if row["channel"] == "#en" and row["added"] > 10)}], "rows")


def bare_parameters_refused():
    # The library's own type hint (plain values) is not what Druid reads: a 400, as Druid 33.0.0 answers it.
    try:
        client.execute(Sql(query="SELECT ? AS x", parameters=["x"]))
    except DruidError as error:
        expect(error.code, 400, "status")
        return error.message
    raise AssertionError("plain parameter values were accepted")


def context():
    rows = client.execute(
        Sql(
            query=f"SELECT TIME_FORMAT(MIN(__time), 'HH') AS h FROM {DATASOURCE}",
            context={"sqlTimeZone": "Asia/Kolkata"},
        )
    )
    expect(rows, [{"h": "05"}], "rows")


def sql_error():
    try:
        client.execute(Sql(query=f"SELECT SUM(channel) FROM {DATASOURCE} GROUP BY nope"))
    except DruidError as error:
        expect(error.code, 400, "status")
        if not error.detailed_message:
            raise AssertionError("no errorMessage") from error
        return f"{error.message}: {error.detailed_message}"
    raise AssertionError("no error raised")


for name, check in [
    ("gzip body, object rows", objects),
    ("array rows with header", arrays_with_header),
    ("objectLines", object_lines),
    ("csv", csv_text),
    ("typed parameters", typed_parameters),
    ("plain parameter values refused (400)", bare_parameters_refused),
    ("query context", context),
    ("SQL error: 400 with error and errorMessage", sql_error),
]:
    checks.run(name, check)
checks.done()
