#!/bin/sh
# GLib peer for the TypeQueries benchmark. Usage: run-glib-peer.sh NAMES-FILE
# Builds the C peer against GLib (apt package libglib2.0-dev) when it can, and runs it; otherwise falls back
# to the system Python with PyGObject (apt package python3-gi), which measures GLib plus Python's call cost.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
names=$1
build=${TMPDIR:-/tmp}/cardport-glib-peer-$$
if command -v cc >/dev/null 2>&1 && pkg-config --exists gio-2.0 2>/dev/null; then
    # shellcheck disable=SC2046
    cc -O2 -o "$build" "$here/glib-is-a.c" $(pkg-config --cflags --libs gio-2.0)
    "$build" "$names"
    rm -f "$build"
elif /usr/bin/python3 -c 'from gi.repository import Gio' 2>/dev/null; then
    /usr/bin/python3 - "$names" <<'PY'
import sys, time
from gi.repository import Gio
names = open(sys.argv[1]).read().split()
is_a = Gio.content_type_is_a
for label in ("cold", "warm"):
    start = time.perf_counter()
    trues = sum(1 for a in names for b in names if is_a(a, b))
    seconds = time.perf_counter() - start
    queries = len(names) ** 2
    print("glib-python %s: %d queries in %.3f s = %.0f queries/s (%d true)" % (label, queries, seconds, queries / seconds, trues))
PY
else
    echo "no GLib peer: install libglib2.0-dev (C peer) or python3-gi (Python peer)" >&2
    exit 69
fi
