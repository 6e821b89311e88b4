#!/usr/bin/env bash
# Prints a bin folder holding only Node.js, npm and a shell's basics: no Python, make or compiler, as on
# the official slim Node image or a Windows PC without build tools. `npm ci` run with this PATH proves
# that installing the project compiles nothing.
# Use: PATH="$(bash .ci/node-only-path.sh)" npm ci
set -euo pipefail
node_bin=$(dirname "$(command -v node)")
npm_cli=$(readlink -f "$(command -v npm)")
npx_cli=$(readlink -f "$(command -v npx)")
dir=$(mktemp -d)
ln -s "$node_bin/node" "$dir/node"
ln -s "$npm_cli" "$dir/npm"
ln -s "$npx_cli" "$dir/npx"
for tool in sh bash env cat cp mv rm ln ls mkdir chmod dirname basename uname grep sed tr sort head tail; do
  ln -s "$(command -v "$tool")" "$dir/$tool"
done
for missing in python python3 make cc gcc g++ c++ clang; do
  if [ -e "$dir/$missing" ]; then echo "node-only-path.sh: $missing leaked into $dir" >&2; exit 1; fi
done
echo "$dir"
