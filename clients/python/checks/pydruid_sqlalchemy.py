"""pydruid's SQLAlchemy dialect (`druid://`): reflection through INFORMATION_SCHEMA, then queries built by SQLAlchemy."""

import warnings

import sqlalchemy as sa
from harness import COLUMN_NAMES, DATASOURCE, ROWS, Checks, expect, target

# pydruid's dialect predates SQLAlchemy's statement cache; its warning says nothing about the server.
warnings.filterwarnings("ignore", category=sa.exc.SAWarning)

host, port = target()
checks = Checks("pydruid SQLAlchemy")
engine = sa.create_engine(f"druid://{host}:{port}/druid/v2/sql/")
inspector = sa.inspect(engine)


def schemas():
    names = inspector.get_schema_names()
    for schema in ["druid", "sys", "lookup"]:
        if schema not in names:
            raise AssertionError(f"schema {schema} missing from {names}")
    return ", ".join(names)


def tables():
    expect(DATASOURCE in inspector.get_table_names(schema="druid"), True, f"{DATASOURCE} listed")
    expect("segments" in inspector.get_table_names(schema="sys"), True, "sys.segments listed")


def has_table():
    expect(bool(inspector.has_table(DATASOURCE)), True, "has_table")
    # Druid answers its COUNT(*) > 0 over no rows with no row at all, so pydruid cannot return False for a missing
    # table: it fails reading the first row, on real Druid 33 and 27 as on the reference (docs/facts/sql.md §sql.74).
    try:
        missing = inspector.has_table("no_such_table")
    except sa.exc.ResourceClosedError:
        return
    expect(bool(missing), False, "has_table of a missing table")


def columns():
    reflected = inspector.get_columns(DATASOURCE, schema="druid")
    expect([column["name"] for column in reflected], COLUMN_NAMES, "names")
    expect(
        [type(column["type"]).__name__ for column in reflected],
        ["TIMESTAMP", "String", "String", "BigInteger", "Float", "Float"],
        "types",
    )
    expect([column["nullable"] for column in reflected], [False] + [True] * 5, "nullable")
    # Druid sends COLUMN_DEFAULT "" and pydruid maps it to None: no default.
    expect([column["default"] for column in reflected], [None] * 6, "defaults")


def constraints_and_indexes():
    expect(inspector.get_pk_constraint(DATASOURCE)["constrained_columns"], [], "primary key")
    expect(inspector.get_foreign_keys(DATASOURCE), [], "foreign keys")
    expect(inspector.get_indexes(DATASOURCE), [], "indexes")


def system_table_columns():
    reflected = inspector.get_columns("segments", schema="sys")
    by_name = {column["name"]: column for column in reflected}
    expect(type(by_name["size"]["type"]).__name__, "BigInteger", "sys.segments.size type")
    expect(by_name["segment_id"]["default"], None, "default")


def reflected_table_query():
    table = sa.Table(DATASOURCE, sa.MetaData(), autoload_with=engine)
    query = (
        sa.select(table.c.channel, sa.func.sum(table.c.added).label("added"))
        .group_by(table.c.channel)
        .order_by(table.c.channel)
    )
    with engine.connect() as connection:
        rows = [tuple(row) for row in connection.execute(query)]
    totals: dict[str, int] = {}
    for row in ROWS:
        totals[row["channel"]] = totals.get(row["channel"], 0) + row["added"]
    expect(rows, sorted(totals.items()), "sums by channel")


def limit_and_offset():
    table = sa.Table(DATASOURCE, sa.MetaData(), autoload_with=engine)
    query = sa.select(table.c.channel).order_by(table.c["__time"]).limit(2).offset(1)
    with engine.connect() as connection:
        channels = [row[0] for row in connection.execute(query)]
    expect(channels, [row["channel"] for row in ROWS[1:3]], "channels")


def bound_parameters():
    with engine.connect() as connection:
        count = connection.execute(
            sa.text(f"SELECT COUNT(*) FROM {DATASOURCE} WHERE channel = :channel AND added >= :least"),
            {"channel": "#en", "least": 10},
        ).scalar()
    expect(count, sum(1 for row in ROWS if row["channel"] == "#en" and row["added"] >= 10), "count")


def filter_on_null():
    table = sa.Table(DATASOURCE, sa.MetaData(), autoload_with=engine)
    with engine.connect() as connection:
        count = connection.execute(sa.select(sa.func.count()).where(table.c.page.is_(None))).scalar()
    expect(count, sum(1 for row in ROWS if row["page"] is None), "rows with no page")


def header_url():
    # Superset's documentation suggests ?header=true: the names header then describes even an empty result.
    with_header = sa.create_engine(f"druid://{host}:{port}/druid/v2/sql/?header=true")
    with with_header.connect() as connection:
        result = connection.execute(sa.text(f"SELECT channel, added FROM {DATASOURCE} WHERE added > 1000"))
        expect(list(result.keys()), ["channel", "added"], "column names of an empty result")
        expect(result.fetchall(), [], "rows")
    expect([c["name"] for c in sa.inspect(with_header).get_columns(DATASOURCE)], COLUMN_NAMES, "reflected names")


def errors_are_dbapi_errors():
    try:
        with engine.connect() as connection:
            connection.execute(sa.text(f"SELECT no_such_column FROM {DATASOURCE}")).fetchall()
    except sa.exc.DBAPIError as error:
        return type(error.orig).__name__
    raise AssertionError("no error raised")


for name, check in [
    ("get_schema_names", schemas),
    ("get_table_names", tables),
    ("has_table", has_table),
    ("get_columns: names, types, nullable, defaults", columns),
    ("get_pk_constraint / foreign keys / indexes", constraints_and_indexes),
    ("get_columns of a sys table", system_table_columns),
    ("reflected Table, GROUP BY query", reflected_table_query),
    ("LIMIT and OFFSET", limit_and_offset),
    ("text() with bound parameters", bound_parameters),
    ("IS NULL filter", filter_on_null),
    ("?header=true: empty results keep their columns", header_url),
    ("bad column: DBAPIError", errors_are_dbapi_errors),
]:
    checks.run(name, check)
checks.done()
