"""Apache Airflow's Druid provider: DruidDbApiHook (queries through pydruid) and DruidHook (an MSQ ingestion)."""

import json
import os
import tempfile

from harness import DATASOURCE, ROWS, Checks, expect, target

host, port = target()
# Airflow reads connections from AIRFLOW_CONN_<ID> and wants a home of its own; set before it is imported.
os.environ.setdefault("AIRFLOW_HOME", tempfile.mkdtemp(prefix="airflow-home-"))
os.environ["AIRFLOW__CORE__LOAD_EXAMPLES"] = "False"
os.environ["AIRFLOW_CONN_DRUID_BROKER_DEFAULT"] = json.dumps(
    {"conn_type": "druid", "host": host, "port": port, "extra": {"endpoint": "druid/v2/sql/"}}
)
os.environ["AIRFLOW_CONN_DRUID_INGEST_DEFAULT"] = json.dumps(
    {
        "conn_type": "druid",
        "schema": "http",  # DruidHook builds its URLs from the schema, else from "druid://"
        "host": host,
        "port": port,
        "extra": {"endpoint": "druid/indexer/v1/task", "msq_endpoint": "druid/v2/sql/task"},
    }
)

import requests  # noqa: E402
from airflow.exceptions import AirflowException  # noqa: E402
from airflow.providers.apache.druid.hooks.druid import DruidDbApiHook, DruidHook, IngestionType  # noqa: E402

checks = Checks("Airflow Druid provider")
hook = DruidDbApiHook()
INGESTED = f"{DATASOURCE}_airflow"


def test_connection():
    ok, message = hook.test_connection()
    expect(ok, True, message)


def uri():
    expect(hook.get_uri(), f"druid://{host}:{port}/druid/v2/sql/", "uri")


def get_records():
    rows = hook.get_records(f"SELECT channel, SUM(added) FROM {DATASOURCE} GROUP BY channel ORDER BY channel")
    totals: dict[str, int] = {}
    for row in ROWS:
        totals[row["channel"]] = totals.get(row["channel"], 0) + row["added"]
    expect([tuple(row) for row in rows], sorted(totals.items()), "rows")


def get_first_with_parameters():
    row = hook.get_first(
        f"SELECT COUNT(*) FROM {DATASOURCE} WHERE channel = %(channel)s", parameters={"channel": "#fr"}
    )
    expect(tuple(row), (1,), "first row")


def run_with_handler():
    result = hook.run(
        f"SELECT page FROM {DATASOURCE} ORDER BY __time", handler=lambda cursor: [r[0] for r in cursor.fetchall()]
    )
    expect(result, [row["page"] for row in ROWS], "pages")


def sqlalchemy_inspector():
    # DbApiHook.inspector: the provider's SQLAlchemy engine (druid://, SQLAlchemy 2 here) reflecting the dataset.
    expect(DATASOURCE in hook.inspector.get_table_names(schema="druid"), True, "datasource listed")
    reflected = hook.inspector.get_columns(DATASOURCE)
    expect([column["nullable"] for column in reflected], [False] + [True] * 5, "nullable")
    expect([column["default"] for column in reflected], [None] * 6, "defaults")


def context_is_sent():
    local = DruidDbApiHook(context={"sqlTimeZone": "America/New_York"})
    row = local.get_first(f"SELECT TIME_FORMAT(MIN(__time), 'HH') FROM {DATASOURCE}")
    expect(tuple(row), ("20",), "hour in New York")


def sql_error():
    try:
        hook.get_records("SELECT * FROM no_such_table")
    except Exception as error:  # noqa: BLE001 - the hook lets pydruid's error through
        if "no_such_table" not in str(error):
            raise AssertionError(f"message does not name the table: {error}") from error
        return f"{type(error).__name__}: {error}"
    raise AssertionError("no error raised")


def msq_ingestion():
    # DruidHook submits the statement to /druid/v2/sql/task, then polls /druid/indexer/v1/task/<id>/status.
    query = (
        f"INSERT INTO {INGESTED} SELECT __time, channel, added FROM {DATASOURCE} "
        "WHERE channel = '#en' PARTITIONED BY DAY"
    )
    DruidHook(timeout=1, max_ingestion_time=120).submit_indexing_job(
        json.dumps({"query": query}), IngestionType.MSQ
    )
    count = hook.get_first(f"SELECT COUNT(*) FROM {INGESTED}")
    expect(tuple(count), (sum(1 for row in ROWS if row["channel"] == "#en"),), "ingested rows")


def refused_ingestion():
    # A statement the server refuses at submit: DruidHook raises, and the body it logs names Druid's error kind.
    hook = DruidHook(timeout=1, max_ingestion_time=30)
    statement = json.dumps({"query": f"INSERT INTO {INGESTED} SELECT * FROM no_such_table PARTITIONED BY DAY"})
    try:
        hook.submit_indexing_job(statement, IngestionType.MSQ)
    except AirflowException:
        pass
    else:
        raise AssertionError("the refused ingestion was reported a success")
    body = requests.post(hook.get_conn_url(IngestionType.MSQ), data=statement, headers=hook.header).json()
    expect(body["state"], "FAILED", "state")
    expect(body["error"]["error"], "druidException", "error kind")
    return body["error"]["errorMessage"]


for name, check in [
    ("test_connection", test_connection),
    ("get_uri", uri),
    ("get_records", get_records),
    ("get_first with parameters", get_first_with_parameters),
    ("run with a handler (nulls)", run_with_handler),
    ("inspector: tables, nullability, defaults", sqlalchemy_inspector),
    ("query context", context_is_sent),
    ("SQL error surfaces", sql_error),
    ("DruidHook MSQ ingestion, then query", msq_ingestion),
    ("DruidHook refused ingestion: druidException", refused_ingestion),
]:
    checks.run(name, check)
checks.done()
