"""The peer of the TrelloImport benchmark: Python merely parsing the same file.

Runs exactly `json.load(open(F))` and prints one line: the seconds json.load took, the seconds since the
interpreter started, and the process's peak resident memory in bytes (ru_maxrss, KiB on Linux).
"""
import json
import resource
import sys
import time

started = time.perf_counter()
path = sys.argv[1]
begin = time.perf_counter()
json.load(open(path))
parse = time.perf_counter() - begin
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(f"python json.load: parse {parse:.3f} s, peak RSS {peak} bytes")
