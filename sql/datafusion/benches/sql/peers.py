"""The peers of `cargo bench --bench sql` that are not Rust: ClickHouse's
domain() through chdb (the ClickHouse engine in process) and DuckDB's
regexp_extract, each on one thread, over the bench's Parquet files; and
their answers on the inputs of the differences table.

Run by the bench (python3 peers.py REQUEST.json), which reads the JSON this
prints. Needs `pip install chdb duckdb`; the bench says so and goes on
without these rows when they are missing.
"""

import json
import sys
import time

import chdb
import duckdb

# The host, as a regular expression after RFC 3986 Appendix B (the same
# expression as the DataFusion row), for DuckDB.
HOST_RE = r"^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^:/?#]*)"


def timed(run):
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main():
    request = json.load(open(sys.argv[1]))
    rounds = request["rounds"]
    out = {"times": {}, "answers": {}}
    duck = duckdb.connect()
    duck.execute("SET threads = 1")
    session = chdb.session.Session()
    for name, path in request["files"].items():
        queries = {
            # Reading alone: the same aggregate over the column itself.
            # length() counts bytes in ClickHouse; strlen() does in DuckDB.
            "clickhouse scan": lambda: session.query(
                f"SELECT sum(length(url)) FROM file('{path}', Parquet) SETTINGS max_threads = 1", "CSV"),
            "clickhouse domain(url)": lambda: session.query(
                f"SELECT sum(length(domain(url))) FROM file('{path}', Parquet) SETTINGS max_threads = 1", "CSV"),
            "duckdb scan": lambda: duck.execute(
                f"SELECT sum(strlen(url)) FROM read_parquet('{path}')").fetchall(),
            "duckdb regexp_extract": lambda: duck.execute(
                f"SELECT sum(strlen(regexp_extract(url, '{HOST_RE}', 1))) FROM read_parquet('{path}')").fetchall(),
        }
        times = {q: [] for q in queries}
        for run in queries.values():  # a round to warm the caches, not counted
            run()
        for _ in range(rounds):
            for q, run in queries.items():
                times[q].append(timed(run))
        out["times"][name] = times
    inputs = request["inputs"]
    answers = {"clickhouse domain(url)": [], "duckdb regexp_extract": []}
    for s in inputs:
        literal = "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"
        answers["clickhouse domain(url)"].append(
            json.loads(session.query(f"SELECT domain({literal}) AS d", "JSONEachRow").bytes())["d"])
        row = duck.execute(f"SELECT regexp_extract(?, '{HOST_RE}', 1)", [s]).fetchone()
        answers["duckdb regexp_extract"].append(row[0])
    out["answers"] = answers
    print(json.dumps(out))


if __name__ == "__main__":
    main()
