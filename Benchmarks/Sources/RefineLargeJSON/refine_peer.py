# Peer for RefineLargeJSON: what merely parsing the same file takes in Python, the cheapest way to look at its
# top-level keys without a streaming parser. Usage: python3 refine_peer.py FILE
import json
import sys
import time

best = float("inf")
for _ in range(3):
    start = time.perf_counter()
    with open(sys.argv[1], "rb") as f:
        keys = list(json.load(f).keys())
    best = min(best, time.perf_counter() - start)
print("keys:", ", ".join(keys[-5:]))
print("best of 3: %.3f s" % best)
