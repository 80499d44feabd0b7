#!/usr/bin/env bash
# Entry point of every root script: makes sure pnpm and the workspace's
# dependencies are there (a fresh machine has only Node and npm), then runs
# scripts/<command>.mjs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
PNPM_VERSION=10.34.9
pnpm_bin="$root/.tools/node_modules/.bin/pnpm"
if [ ! -x "$pnpm_bin" ] || [ "$("$pnpm_bin" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "[halaqa] installing pnpm $PNPM_VERSION into .tools"
  mkdir -p .tools
  [ -f .tools/package.json ] || echo '{"private":true}' > .tools/package.json
  npm install --prefix .tools --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$root/.tools/node_modules/.bin:$root/node_modules/.bin:$PATH"
stamp="$root/node_modules/.install-stamp"
want="$(cat pnpm-lock.yaml package.json */package.json shared/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "[halaqa] installing workspace dependencies"
  if [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile --reporter=silent; else pnpm install --reporter=silent; fi
  echo "$want" > "$stamp"
fi
cmd="${1:-}"; shift || true
exec node "scripts/$cmd.mjs" "$@"
