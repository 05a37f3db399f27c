#!/usr/bin/env bash
# The Slack and Telegram fuzz suites N times in a row (default 20), each with a new random seed, on
# the PostgreSQL database TEST_DATABASE_URL names (decision 182). One line per run: seed, seconds, counts;
# each run's output in .test-results/fuzz-bots-<n>.txt. Replay a run with FUZZ_SEED=<seed>.
set -uo pipefail
cd "$(dirname "$0")/../.."
: "${TEST_DATABASE_URL:?set TEST_DATABASE_URL to a PostgreSQL database this may use}"
mkdir -p .test-results
failed=0
for i in $(seq 1 "${1:-20}"); do
  seed=$(( (RANDOM << 16 | RANDOM) - 1073741824 ))
  start=$(date +%s)
  out=$(FUZZ_SEED=$seed npx vitest run bot/test/fuzz-slack.test.ts bot/test/fuzz-telegram.test.ts 2>&1)
  status=$?
  printf '%s\n' "$out" > ".test-results/fuzz-bots-$i.txt"
  tests=$(printf '%s\n' "$out" | sed 's/\x1b\[[0-9;]*m//g' | grep -E '^\s+Tests ' | head -1 | sed 's/^ *//')
  echo "run $i seed $seed $(( $(date +%s) - start )) s: ${tests:-no summary} (exit $status)"
  [ "$status" -eq 0 ] || failed=$((failed + 1))
done
echo "fuzz-bots: ${1:-20} runs, $failed failed"
[ "$failed" -eq 0 ]
