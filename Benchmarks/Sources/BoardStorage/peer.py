"""Peer for the BoardStorage benchmark: Python's json module loading and dumping the same board file.

Usage: python3 peer.py BOARD_FILE REPETITIONS
Prints key=value lines: best load and dump times in seconds, and the peak resident memory (VmHWM, KiB)
of each phase, reset between phases through /proc/self/clear_refs.
"""
import json
import os
import sys
import time


def peak_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return -1


def reset_peak():
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")


def main():
    path, repetitions = sys.argv[1], int(sys.argv[2])
    out = path + ".python"
    board = None
    load_times, encode_times, save_times = [], [], []
    reset_peak()
    for _ in range(repetitions):
        board = None
        start = time.perf_counter()
        with open(path, "rb") as source:
            board = json.load(source)
        load_times.append(time.perf_counter() - start)
    load_peak = peak_kib()
    cards = sum(len(board_list.get("cards", [])) for board_list in board["lists"])
    reset_peak()
    for _ in range(repetitions):
        start = time.perf_counter()
        text = json.dumps(board, indent=2, sort_keys=True, ensure_ascii=False)
        middle = time.perf_counter()
        with open(out + ".tmp", "w", encoding="utf-8") as target:
            target.write(text)
            target.flush()
            os.fsync(target.fileno())
        os.rename(out + ".tmp", out)
        end = time.perf_counter()
        encode_times.append(middle - start)
        save_times.append(end - start)
        text = None
    save_peak = peak_kib()
    os.remove(out)
    print(f"cards={cards}")
    print(f"load={min(load_times):.4f}")
    print(f"encode={min(encode_times):.4f}")
    print(f"save={min(save_times):.4f}")
    print(f"loadPeakKiB={load_peak}")
    print(f"savePeakKiB={save_peak}")


main()
