"""Tests of the Taskwarrior sample adapter, run on the real exports in Fixtures/ (see Fixtures/PROVENANCE.md).

Run: python3 -m unittest discover -s Samples/Adapters/taskwarrior
"""

import json
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ADAPTER = os.path.join(HERE, "taskwarrior-adapter.py")


def run(payload):
    return subprocess.run(
        [sys.executable, ADAPTER, "read", "com.taskwarrior.export"], input=payload, capture_output=True, timeout=60)


def board_of(payload):
    result = run(payload)
    if result.returncode != 0:
        raise AssertionError(result.stderr.decode())
    return json.loads(result.stdout)


def fixture(name):
    with open(os.path.join(HERE, "Fixtures", name), "rb") as file:
        return file.read()


def cards(board):
    return [card for board_list in board["lists"] for card in board_list["cards"]]


class TaskwarriorAdapterTests(unittest.TestCase):
    def test_every_task_of_a_real_export_becomes_a_card(self):
        board = board_of(fixture("taskwarrior-testdata-export.json"))
        self.assertEqual(board["format"], "cardport.board")
        self.assertEqual(len(cards(board)), 33)
        self.assertEqual([board_list["name"] for board_list in board["lists"]], ["No project", "wth", "colortask"])

    def test_dates_done_archived_annotations_and_tags_are_carried(self):
        by_title = {card["title"]: card for card in cards(board_of(fixture("taskwarrior-testdata-export.json")))}
        edit = by_title["Edit task in editor using 'e'"]
        self.assertEqual(edit["due"], "2021-02-13T07:00:00.000Z")
        self.assertEqual(edit["created"], "2020-10-21T06:52:30.000Z")
        self.assertTrue(by_title["Delete task using 'x'"].get("done"))
        deleted = [card for title, card in by_title.items() if title.startswith("klsdaj")][0]
        self.assertTrue(deleted.get("archived"))
        start = by_title["Start and Stop task using 's'"]
        self.assertEqual([comment["text"] for comment in start["comments"]], ["Started task", "Stopped task"])
        self.assertEqual(start["extra"]["taskwarrior.depends"], [
            "6c4c9ee8-d6c4-4d64-a84d-bf9cb710684e", "be9c4324-bf96-4f15-904a-4bb8098500fe"])
        self.assertIn("Adding task \U0001F602", by_title)
        modify = by_title["Modify task with 'm'"]
        self.assertEqual(modify["extra"]["taskwarrior.person"], "John")
        self.assertEqual(modify["extra"]["taskwarrior.estimate"], "30")

    def test_the_compact_export_of_taskwarrior_2_6_reads(self):
        board = board_of(fixture("taskwarrior-testdata-demo.json"))
        titles = [card["title"] for card in cards(board)]
        self.assertEqual(len(titles), 19)
        self.assertIn("Filter tasks using `/`", titles)

    def test_one_object_a_line_reads_as_older_versions_wrote_it(self):
        lines = b'{"description":"a","entry":"20141018T050231Z","status":"pending","uuid":"1"}\n' \
                b'{"description":"b","entry":"20141018T050232Z","status":"completed","uuid":"2"}\n'
        board = board_of(lines)
        self.assertEqual([card["title"] for card in cards(board)], ["a", "b"])

    def test_bad_json_is_exit_65_with_its_line_and_column(self):
        result = run(b'[\n{"description": "a",\n  "uuid": }\n]')
        self.assertEqual(result.returncode, 65)
        error = json.loads(result.stderr)["error"]
        self.assertEqual((error["line"], error["column"]), (3, 11))

    def test_a_task_without_a_uuid_is_located_by_its_json_path(self):
        result = run(b'[{"description": "a", "status": "pending"}]')
        self.assertEqual(result.returncode, 65)
        self.assertEqual(json.loads(result.stderr)["error"]["path"], "[0].uuid")


if __name__ == "__main__":
    unittest.main()
