"""What Benchmarks/run and Benchmarks/adversarial share about the boards the timed commands write."""

import os


def remove_output_board(command):
    """Removes the board a `cardport import … -o BOARD` is about to write, and its history, so that every timed run
    imports into a new board: over an existing board, `import --force` replaces it as a step `cardport undo` can
    take back, which reads the old board first and would be timed with the import."""
    if "import" in command and "-o" in command:
        board = command[command.index("-o") + 1]
        for path in (board, board + ".history"):
            if os.path.isfile(path):
                os.remove(path)
