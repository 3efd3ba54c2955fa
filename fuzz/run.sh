#!/usr/bin/env bash
# Runs every fuzz target for a bounded time, one after another, and prints
# the executions and the coverage each reached.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 300, every target)
#
# Environment: SANITIZER (default none; address needs RUSTC_BOOTSTRAP=1,
# which this script sets), FUZZ_ARGS (more libFuzzer flags).
#
# Each target starts from fuzz/corpus/<target>, seeded from tests/corpus/ by
# fuzz/seeds.py, and keeps what it finds there for the next run. The inputs
# under fuzz/regressions/<target>/ are replayed first. A crash is written to
# fuzz/artifacts/<target>/, the full log of each run to fuzz/logs/<target>.log.
set -uo pipefail

seconds=${1:-300}
shift || true
fuzz=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz")
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(parse resolve normalize recompose differential relativize edit iri template lint)
fi
sanitizer=${SANITIZER:-none}
if [ "$sanitizer" != none ]; then
    # Sanitizers are -Z flags; this lets the stable compiler take them.
    export RUSTC_BOOTSTRAP=1
fi

cd "$root" || exit 1
python3 "$fuzz/seeds.py" "${targets[@]}" || exit 1
cargo +stable fuzz build --fuzz-dir "$fuzz" --sanitizer "$sanitizer" || exit 1
mkdir -p "$fuzz/logs"

summary=()
failed=0
for target in "${targets[@]}"; do
    binary="$fuzz/target/x86_64-unknown-linux-gnu/release/$target"
    regressions="$fuzz/regressions/$target"
    if [ -n "$(ls -A "$regressions" 2>/dev/null)" ]; then
        echo "== $target: replaying $regressions"
        if ! "$binary" -runs=0 "$regressions"/* >"$fuzz/logs/$target-regressions.log" 2>&1; then
            echo "   a regression input fails: see fuzz/logs/$target-regressions.log"
            failed=1
        fi
    fi

    echo "== $target: fuzzing for ${seconds}s"
    log="$fuzz/logs/$target.log"
    # The binary built above, not `cargo fuzz run`, which would rebuild it
    # if the library changed meanwhile: every target tests the same build.
    # -timeout: an input that takes seconds is a finding too.
    mkdir -p "$fuzz/artifacts/$target" "$fuzz/corpus/$target"
    # A target with a dictionary of its own (template.dict) takes it.
    dict="$fuzz/uri.dict"
    if [ -f "$fuzz/$target.dict" ]; then
        dict="$fuzz/$target.dict"
    fi
    "$binary" -artifact_prefix="$fuzz/artifacts/$target/" \
        -max_total_time="$seconds" -timeout=10 -dict="$dict" \
        -print_final_stats=1 ${FUZZ_ARGS:-} "$fuzz/corpus/$target" >"$log" 2>&1
    status=$?

    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    corp=$(sed -n 's/.* corp: \([^ ]*\).*/\1/p' <<<"$last")
    if [ $status -eq 0 ]; then
        result=ok
    else
        result="CRASH (exit $status): see $log and fuzz/artifacts/$target/"
        failed=1
        grep -m1 -A3 -E "panicked at|ERROR: libFuzzer" "$log"
    fi
    line=$(printf '%-13s %12s execs %7s exec/s  cov %-5s ft %-6s corpus %-12s %s' \
        "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result")
    echo "$line"
    summary+=("$line")
done

echo
echo "== summary (${seconds}s per target, sanitizer $sanitizer)"
printf '%s\n' "${summary[@]}"
exit $failed
