#!/usr/bin/env bash
# The action's first step: builds wtflayout from the ref the workflow pinned
# (the action's own checkout) and puts it on the job's PATH.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
swift build -c release --product wtflayout
echo "$GITHUB_ACTION_PATH/.build/release" >> "$GITHUB_PATH"
"$GITHUB_ACTION_PATH/.build/release/wtflayout" --version
