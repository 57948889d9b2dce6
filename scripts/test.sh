#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, generated database types, unit,
# integration, then a production build and the browser suite against it on the local stack.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step typecheck
npm run typecheck

step lint
npm run lint

# lib/database.types.ts must be what supabase/migrations produce (`npm run db:types` rewrites it).
step "database types"
npm run db:types:check

step "unit tests"
npm run test:unit

step "integration tests"
npm run test:integration

# The build must inline the URL of the stack the browser suite starts (tests/e2e/env.ts has the same defaults).
step build
E2E_PORT="${E2E_PORT:-3100}"
E2E_SUPABASE_PORT="${E2E_SUPABASE_PORT:-54331}"
PORT="$E2E_PORT" SUPABASE_LOCAL_PORT="$E2E_SUPABASE_PORT" SUPABASE_LOCAL_DATA_DIR=memory SUPABASE_LOCAL_FORCE=true \
  SUPABASE_LOCAL_SITE_URL="http://localhost:$E2E_PORT" NEXT_PUBLIC_SITE_URL="http://localhost:$E2E_PORT" \
  NEXT_TELEMETRY_DISABLED=1 npm run build

step "browser tests"
E2E_PORT="$E2E_PORT" E2E_SUPABASE_PORT="$E2E_SUPABASE_PORT" npm run test:e2e
