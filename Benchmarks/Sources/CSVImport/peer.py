"""The peer of the CSVImport benchmark: Python's csv module merely reading the same file (no cards made).

Prints one line: rows read, the seconds csv.reader took, and the process's peak resident memory (ru_maxrss).
"""
import csv
import resource
import sys
import time

# The csv-header workload's one cell is tens of MB; the module refuses fields over 128 KiB by default.
csv.field_size_limit(sys.maxsize)
begin = time.perf_counter()
rows = 0
with open(sys.argv[1], newline="", encoding="utf-8") as f:
    for _ in csv.reader(f):
        rows += 1
elapsed = time.perf_counter() - begin
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(f"python csv.reader: {rows - 1} rows in {elapsed:.2f} s, peak RSS {peak / 1e6:.1f} MB")
