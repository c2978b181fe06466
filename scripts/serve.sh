#!/bin/sh
# Starts the compiled shop as production runs it (`npm start`, `npm run serve`; the bench and the
# tests of the compiled server start it here too). Arguments are more Node flags; VOSKI_NODE: the
# node to run (default: the one on PATH).
#
# - V8's young generation: 8 MB semi-spaces (docs/decisions/0047).
# - The C allocator: jemalloc where the system has it (Debian: libjemalloc2), returning freed
#   memory after a second; else glibc's, with two arenas (docs/decisions/0049).
#   JEMALLOC=0 keeps glibc's; an LD_PRELOAD already set is kept as it is.
set -e
cd "$(dirname "$0")/.."
if [ -z "${LD_PRELOAD:-}" ] && [ "${JEMALLOC:-1}" != 0 ]; then
  for lib in /usr/lib/*-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 \
    /usr/lib/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      export LD_PRELOAD="$lib"
      export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
      break
    fi
  done
fi
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec "${VOSKI_NODE:-node}" --max-semi-space-size=8 "$@" apps/server/dist/start.js
