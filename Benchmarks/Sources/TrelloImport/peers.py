"""The fast peers of the TrelloImport and BoardStorage benchmarks: each parses the same file as its library's
users would, and prints how long the parse took inside the process.

    python3 peers.py orjson|msgspec|msgspec-board|simdjson FILE

- orjson: orjson.loads(file bytes) into Python objects.
- msgspec: msgspec.json.decode into typed structs holding the fields Cardport's Trello reader carries
  (lists, cards, labels, checklists and their items, actions with their text and author); other keys skipped.
- msgspec-board: the same, for a native board file (lists, cards, labels, checklists, comments).
- simdjson: pysimdjson's Parser.parse of the bytes (simdjson's on-demand DOM, nothing converted to Python):
  the floor a SIMD parser sets, printed as seconds and GB/s.

Prints `parse=SECONDS` and `rate=GB/s`.
"""
import sys
import time
from typing import Optional


def trello_types():
    import msgspec

    class List(msgspec.Struct):
        id: str
        name: str = ""
        closed: bool = False
        pos: Optional[float] = None

    class Label(msgspec.Struct):
        id: str
        name: Optional[str] = None
        color: Optional[str] = None

    class Card(msgspec.Struct):
        id: str
        name: str = ""
        desc: str = ""
        closed: bool = False
        idList: Optional[str] = None
        pos: Optional[float] = None
        idLabels: list[str] = []
        idMembers: list[str] = []
        due: Optional[str] = None
        start: Optional[str] = None
        dueComplete: bool = False
        url: Optional[str] = None

    class Item(msgspec.Struct):
        id: str
        name: str = ""
        pos: Optional[float] = None
        state: Optional[str] = None

    class Checklist(msgspec.Struct):
        id: str
        name: str = ""
        idCard: Optional[str] = None
        pos: Optional[float] = None
        checkItems: list[Item] = []

    class Ref(msgspec.Struct):
        id: str

    class Payload(msgspec.Struct):
        text: Optional[str] = None
        card: Optional[Ref] = None

    class Creator(msgspec.Struct):
        fullName: Optional[str] = None
        username: Optional[str] = None

    class Action(msgspec.Struct):
        id: str
        type: str
        date: str
        data: Optional[Payload] = None
        memberCreator: Optional[Creator] = None

    class Export(msgspec.Struct):
        id: str
        name: str
        lists: list[List]
        cards: list[Card]
        labels: list[Label] = []
        checklists: list[Checklist] = []
        actions: list[Action] = []

    return Export


def board_types():
    import msgspec

    class Label(msgspec.Struct):
        id: str
        name: str = ""
        color: Optional[str] = None

    class ChecklistItem(msgspec.Struct):
        id: str
        text: str = ""
        done: bool = False

    class Checklist(msgspec.Struct):
        id: str
        name: str = ""
        items: list[ChecklistItem] = []

    class Comment(msgspec.Struct):
        id: str
        date: str
        author: str = ""
        text: str = ""

    class Card(msgspec.Struct):
        id: str
        title: str = ""
        notes: str = ""
        archived: bool = False
        labels: list[str] = []
        members: list[str] = []
        due: Optional[str] = None
        start: Optional[str] = None
        checklists: list[Checklist] = []
        comments: list[Comment] = []

    class BoardList(msgspec.Struct):
        id: str
        name: str = ""
        archived: bool = False
        cards: list[Card] = []

    class Board(msgspec.Struct):
        format: str
        version: int
        id: str
        name: str = ""
        labels: list[Label] = []
        lists: list[BoardList] = []

    return Board


def main():
    mode, path = sys.argv[1], sys.argv[2]
    with open(path, "rb") as source:
        data = source.read()
    if mode == "orjson":
        import orjson
        start = time.perf_counter()
        orjson.loads(data)
    elif mode in ("msgspec", "msgspec-board"):
        import msgspec
        decoder = msgspec.json.Decoder(trello_types() if mode == "msgspec" else board_types())
        start = time.perf_counter()
        decoder.decode(data)
    elif mode == "simdjson":
        import simdjson
        parser = simdjson.Parser()
        start = time.perf_counter()
        parser.parse(data)
    else:
        sys.exit(f"unknown mode {mode}")
    elapsed = time.perf_counter() - start
    with open("/proc/self/status") as status:
        peak = next((line.split()[1] for line in status if line.startswith("VmHWM:")), "-1")
    print(f"parse={elapsed:.4f}")
    print(f"load={elapsed:.4f}")
    print(f"loadPeakKiB={peak}")
    print(f"rate={len(data) / elapsed / 1e9:.3f}")


if __name__ == "__main__":
    main()
