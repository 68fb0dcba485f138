"""Apache Superset's Druid engine spec: the reflection a dataset needs and the SQL its charts generate."""

import os
import warnings
from collections import Counter
from datetime import datetime, timedelta

import sqlalchemy as sa
from harness import COLUMN_NAMES, DATASOURCE, ROWS, Checks, expect, target

os.environ.setdefault("SUPERSET_SECRET_KEY", "client-check-only-not-a-secret-0000")
warnings.filterwarnings("ignore", category=sa.exc.SAWarning)

from superset.db_engine_specs.druid import DruidEngineSpec  # noqa: E402
from superset.sql.parse import SQLScript, Table  # noqa: E402

host, port = target()
checks = Checks("Superset Druid engine spec")
engine = sa.create_engine(f"druid://{host}:{port}/druid/v2/sql/")
inspector = sa.inspect(engine)
TIMES = [datetime.fromisoformat(row["ts"].replace("Z", "+00:00")).replace(tzinfo=None) for row in ROWS]


def scalar(sql: str):
    with engine.connect() as connection:
        return connection.execute(sa.text(sql)).scalar()


def rows(sql: str) -> list[tuple]:
    with engine.connect() as connection:
        return [tuple(row) for row in connection.execute(sa.text(sql))]


def schema_and_table_names():
    expect("druid" in DruidEngineSpec.get_schema_names(inspector), True, "druid schema listed")
    expect(DATASOURCE in DruidEngineSpec.get_table_names(None, inspector, "druid"), True, "datasource listed")


def columns():
    reflected = DruidEngineSpec.get_columns(inspector, Table(DATASOURCE, "druid"))
    expect([column["column_name"] for column in reflected], COLUMN_NAMES, "names")
    expect([column["nullable"] for column in reflected], [False] + [True] * 5, "nullable")
    expect([column["default"] for column in reflected], [None] * 6, "defaults")
    temporal = [column["column_name"] for column in reflected if DruidEngineSpec.get_column_spec(str(column["type"])).is_dttm]
    expect(temporal, ["__time"], "temporal columns")


def table_metadata():
    # What Superset's "table metadata" view asks the inspector for besides the columns.
    expect(inspector.get_pk_constraint(DATASOURCE, "druid")["constrained_columns"], [], "primary key")
    expect(inspector.get_foreign_keys(DATASOURCE, "druid"), [], "foreign keys")
    expect(DruidEngineSpec.get_indexes(None, inspector, Table(DATASOURCE, "druid")), [], "indexes")


def floor(moment: datetime, grain: str) -> datetime:
    day = moment.replace(hour=0, minute=0, second=0)
    if grain == "PT1H":
        return moment.replace(minute=0, second=0)
    if grain == "P1D":
        return day
    if grain == "P1W":  # ISO weeks start on Monday
        return day - timedelta(days=day.weekday())
    if grain == "P1M":
        return day.replace(day=1)
    if grain == "P1Y":
        return day.replace(month=1, day=1)
    raise ValueError(grain)


def time_grains():
    # Each grain's expression groups __time the way a chart does; the buckets are computed here in Python.
    expressions = {grain.value: sql for grain, sql in DruidEngineSpec._time_grain_expressions.items() if grain}
    for grain in ["PT1H", "P1D", "P1W", "P1M", "P1Y"]:
        column = expressions[grain].format(col="__time")
        answer = rows(f"SELECT {column} AS t, COUNT(*) AS n FROM {DATASOURCE} GROUP BY 1 ORDER BY 1")
        counts = sorted(Counter(floor(moment, grain) for moment in TIMES).items())
        expected = [(moment.strftime("%Y-%m-%dT%H:%M:%S.000Z"), count) for moment, count in counts]
        expect(answer, expected, f"buckets of {grain}")
    return f"{len(expressions)} grains known, 5 run"


def all_grain_expressions_run():
    failures = []
    for grain, sql in DruidEngineSpec._time_grain_expressions.items():
        try:
            rows(f"SELECT {sql.format(col='__time')} AS t, COUNT(*) FROM {DATASOURCE} GROUP BY 1")
        except sa.exc.DBAPIError as error:
            failures.append(f"{grain}: {error.orig}")
    expect(failures, [], "grains that fail")


def temporal_filter():
    # Superset filters a time range with the literals convert_dttm writes.
    start = DruidEngineSpec.convert_dttm("TIMESTAMP", datetime(2015, 9, 12, 1, 0, 0))
    end = DruidEngineSpec.convert_dttm("TIMESTAMP", datetime(2015, 9, 13, 0, 0, 0))
    count = scalar(f"SELECT COUNT(*) FROM {DATASOURCE} WHERE __time >= {start} AND __time < {end}")
    expect(count, sum(1 for moment in TIMES if datetime(2015, 9, 12, 1) <= moment < datetime(2015, 9, 13)), "count")
    return start


def epoch_columns():
    millis = scalar(f"SELECT {DruidEngineSpec.epoch_to_dttm().format(col='1442016000')} FROM {DATASOURCE} LIMIT 1")
    expect(millis, "2015-09-12T00:00:00.000Z", "epoch seconds as a time")


def chart_query():
    # The shape of a "time series" chart's query: grain, metric, filter, order, limit.
    grain = DruidEngineSpec._time_grain_expressions[[g for g in DruidEngineSpec._time_grain_expressions if g and g.value == "P1D"][0]]
    answer = rows(
        f'SELECT {grain.format(col="__time")} AS "__timestamp", SUM("added") AS "SUM(added)" '
        f"FROM \"druid\".\"{DATASOURCE}\" WHERE \"channel\" IN ('#en', '#fr') "
        'GROUP BY 1 ORDER BY "SUM(added)" DESC LIMIT 10000'
    )
    expect(answer, [("2015-09-12T00:00:00.000Z", 58), ("2015-09-13T00:00:00.000Z", 12)], "rows")


def sql_lab_query():
    # SQL Lab parses the user's query with sqlglot's Druid dialect, forces its row limit and runs what it formats.
    statement = SQLScript(
        f"SELECT channel, COUNT(*) AS n FROM {DATASOURCE} WHERE __time >= TIMESTAMP '2015-09-12 01:00:00' "
        "GROUP BY channel ORDER BY n DESC, channel",
        "druid",
    ).statements[0]
    statement.set_limit_value(1001, DruidEngineSpec.limit_method)
    answer = rows(statement.format())
    counts = Counter(row["channel"] for row, moment in zip(ROWS, TIMES) if moment >= datetime(2015, 9, 12, 1))
    expect(answer, sorted(counts.items(), key=lambda item: (-item[1], item[0])), "rows")


def error_message():
    try:
        rows(f"SELECT no_such_column FROM {DATASOURCE}")
    except sa.exc.DBAPIError as error:
        message = DruidEngineSpec.extract_error_message(error.orig)
        if "no_such_column" not in message:
            raise AssertionError(f"Superset would show: {message}") from error
        return message
    raise AssertionError("no error raised")


for name, check in [
    ("get_schema_names / get_table_names", schema_and_table_names),
    ("get_columns: names, nullable, defaults, temporal", columns),
    ("pk / foreign keys / indexes", table_metadata),
    ("time grains PT1H..P1Y bucket like Python", time_grains),
    ("every time grain expression runs", all_grain_expressions_run),
    ("time range filter with convert_dttm", temporal_filter),
    ("epoch_to_dttm", epoch_columns),
    ("time series chart query", chart_query),
    ("SQL Lab: sqlglot-formatted query with forced LIMIT", sql_lab_query),
    ("error message shown to the user", error_message),
]:
    checks.run(name, check)
checks.done()
