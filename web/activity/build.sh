#!/usr/bin/env bash
# Builds the Discord Activity's client: installs the pinned packages from package-lock.json
# (npm ci) and bundles src/activity.js with the Embedded App SDK into one minified IIFE,
# assets/web/activity.js (repo-relative), which the Rust server embeds. Run from anywhere:
#   web/activity/build.sh
# Commit the rebuilt assets/web/activity.js; CI does not rebuild it.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

npm ci --no-audit --no-fund

./node_modules/.bin/esbuild src/activity.js \
  --bundle \
  --format=iife \
  --platform=browser \
  --target=es2019 \
  --minify \
  --outfile=../../assets/web/activity.js
