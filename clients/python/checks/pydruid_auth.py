"""pydruid (DB-API and `druid://`) against a reference with basic security: credentials, refusals, and a
reader whose reflection shows only what it may read. Users and roles are made through the basic-security API
the way admin scripts do it, with bodyless POSTs that still say Content-Type: application/json."""

import argparse
import warnings

import requests
import sqlalchemy as sa
from harness import DATASOURCE, ROWS, Checks, expect
from pydruid.db import connect
from pydruid.db import exceptions as dbapi_errors

warnings.filterwarnings("ignore", category=sa.exc.SAWarning)

parser = argparse.ArgumentParser()
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--user", required=True)
parser.add_argument("--password", required=True)
args = parser.parse_args()
base = f"http://{args.host}:{args.port}"
admin = (args.user, args.password)
checks = Checks("pydruid with basic security")
READER, READER_PASSWORD = "clients_reader", "reader-password-1"


def count_as(user: str, password: str) -> int:
    cursor = connect(host=args.host, port=args.port, path="/druid/v2/sql/", user=user, password=password).cursor()
    cursor.execute(f"SELECT COUNT(*) FROM {DATASOURCE}")
    return cursor.fetchone()[0]


def admin_queries():
    expect(count_as(*admin), len(ROWS), "rows")


def wrong_password_refused():
    try:
        count_as(args.user, "not-the-password")
    except dbapi_errors.ProgrammingError as error:
        return str(error)
    raise AssertionError("a wrong password was accepted")


def security_api(path: str, body=None) -> None:
    url = f"{base}/druid-ext/basic-security/{path}"
    headers = {"Content-Type": "application/json"}
    answer = requests.post(url, json=body, headers=headers, auth=admin) if body is not None else requests.post(
        url, headers=headers, auth=admin
    )
    if answer.status_code != 200:
        raise AssertionError(f"POST {path}: {answer.status_code} {answer.text[:200]}")


def create_reader():
    # A reader of datasources named like "nothing_*": it may run SQL but reads none of ours.
    security_api(f"authentication/db/basic/users/{READER}")
    security_api(f"authentication/db/basic/users/{READER}/credentials", {"password": READER_PASSWORD})
    security_api(f"authorization/db/basic/users/{READER}")
    security_api("authorization/db/basic/roles/clients_reader_role")
    security_api(
        "authorization/db/basic/roles/clients_reader_role/permissions",
        [{"resource": {"type": "DATASOURCE", "name": "^nothing_.*"}, "action": "READ"}],
    )
    security_api(f"authorization/db/basic/users/{READER}/roles/clients_reader_role")


def reader_reflection_is_filtered():
    engine = sa.create_engine(f"druid://{READER}:{READER_PASSWORD}@{args.host}:{args.port}/druid/v2/sql/")
    # pydruid leaves a result without rows without a description, which SQLAlchemy reports as closed.
    try:
        tables = sa.inspect(engine).get_table_names(schema="druid")
    except sa.exc.ResourceClosedError:
        tables = []
    expect(DATASOURCE in tables, False, "the unreadable datasource listed")


def reader_query_refused():
    try:
        count_as(READER, READER_PASSWORD)
    except dbapi_errors.ProgrammingError as error:
        return str(error)
    except KeyError as error:
        # Druid's 403 body is {"Access-Check-Result": ...}, which pydruid's error formatter cannot read: the refusal
        # surfaces as KeyError 'error' against real Druid too (docs/facts/sql.md §sql.74).
        expect(error.args, ("error",), "pydruid's failure to format the 403")
        return "refused with 403 (pydruid: KeyError 'error')"
    raise AssertionError("the reader read a datasource it has no permission on")


def admin_reflection():
    engine = sa.create_engine(f"druid://{args.user}:{args.password}@{args.host}:{args.port}/druid/v2/sql/")
    expect(DATASOURCE in sa.inspect(engine).get_table_names(schema="druid"), True, "datasource listed")


for name, check in [
    ("admin credentials query", admin_queries),
    ("wrong password: ProgrammingError", wrong_password_refused),
    ("druid://user:password@ reflection", admin_reflection),
    ("users and roles through the security API", create_reader),
    ("a reader's table list leaves out what it cannot read", reader_reflection_is_filtered),
    ("a reader's query of it is refused", reader_query_refused),
]:
    checks.run(name, check)
checks.done()
