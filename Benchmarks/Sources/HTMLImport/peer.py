"""Peer for the HTMLImport benchmark: Python's html2text converting the same HTML file to text.

Usage: python3 peer.py HTML_FILE REPETITIONS
Prints seconds=<best time> for reading and converting the file (interpreter start-up not included).
"""
import sys
import time

import html2text


def main():
    path, repetitions = sys.argv[1], int(sys.argv[2])
    times = []
    for _ in range(repetitions):
        start = time.perf_counter()
        with open(path, encoding="utf-8") as source:
            text = html2text.html2text(source.read())
        times.append(time.perf_counter() - start)
    print(f"seconds={min(times)}")
    print(f"characters={len(text)}")


if __name__ == "__main__":
    main()
