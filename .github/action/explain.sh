#!/usr/bin/env bash
# The action's second step: the annotations and the step summary (the
# github format does both), SARIF when asked, and the exit status --fail-on
# gives, kept for the last step so the SARIF is uploaded before it fails.
set -uo pipefail
options=()
if [ "$WTFLAYOUT_FAIL_ON" != none ]; then options+=(--fail-on "$WTFLAYOUT_FAIL_ON"); fi
if [ -n "$WTFLAYOUT_BASELINE" ]; then options+=(--baseline "$WTFLAYOUT_BASELINE"); fi
# ${a[@]+…}: an empty array under set -u, which macOS's bash 3.2 calls unbound otherwise.
wtflayout --format github ${options[@]+"${options[@]}"} "$WTFLAYOUT_PATH"
status=$?
if [ -n "$WTFLAYOUT_SARIF" ]; then
  # Its own exit status is the one above; a SARIF file is written either way.
  wtflayout --format sarif ${options[@]+"${options[@]}"} "$WTFLAYOUT_PATH" > "$WTFLAYOUT_SARIF" || true
  echo "sarif-file=$WTFLAYOUT_SARIF" >> "$GITHUB_OUTPUT"
fi
echo "status=$status" >> "$GITHUB_OUTPUT"
