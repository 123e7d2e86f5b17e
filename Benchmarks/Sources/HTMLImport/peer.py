"""Peer for the HTMLImport benchmark: Python's html2text converting the same HTML file to text.

Usage: python3 peer.py HTML_FILE REPETITIONS
Prints seconds=<best wall time> and cpu_seconds=<best CPU time> for reading and converting the file
(interpreter start-up not included).
"""
import sys
import time

import html2text


def main():
    path, repetitions = sys.argv[1], int(sys.argv[2])
    times, cpu_times = [], []
    for _ in range(repetitions):
        start, start_cpu = time.perf_counter(), time.process_time()
        with open(path, encoding="utf-8") as source:
            text = html2text.html2text(source.read())
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - start_cpu)
    print(f"seconds={min(times)}")
    print(f"cpu_seconds={min(cpu_times)}")
    print(f"characters={len(text)}")


if __name__ == "__main__":
    main()
