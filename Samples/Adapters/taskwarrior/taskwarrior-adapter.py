#!/usr/bin/env python3
"""Cardport external adapter for Taskwarrior's `task export` JSON.

Protocol (see "Writing an adapter" in Cardport's documentation):
  taskwarrior-adapter.py read com.taskwarrior.export
reads the export on standard input and prints a Cardport board (native board JSON) on standard output.
Bad data: exit status 65 with {"error": {"message": ..., "line": ..., "column": ...}} (or "path") on standard error.
Warnings: one {"warning": {"message": ..., "path": ...}} object a line on standard error.

Both shapes Taskwarrior writes are read: a JSON array (`task export`, 2.6 and later, or rc.json.array=on) and one
object a line (`task export` before 2.6 with rc.json.array=off, and the hook protocol's lines), as well as a
single object (`task 12 export` of some versions).

Mapping: one list per project (tasks without a project in "No project"), in the order projects first appear;
description -> title; annotations -> comments; tags and priority -> labels; due, scheduled (start), entry
(created); status completed -> done, deleted -> archived; waiting and recurring tasks stay open. Every other
attribute (urgency, UDAs, depends, wait, until, recur, parent, mask) is kept in the card's `extra` under
`taskwarrior.<name>`, so nothing is dropped.
"""

import json
import re
import sys

EXIT_DATA_ERROR = 65
EXIT_USAGE = 64

KNOWN = {
    "id", "uuid", "description", "status", "entry", "modified", "end", "due", "scheduled", "project", "tags",
    "priority", "annotations", "start",
}


def fail(message, line=None, column=None, path=None):
    error = {"message": message}
    if line is not None:
        error["line"] = line
        if column is not None:
            error["column"] = column
    elif path is not None:
        error["path"] = path
    sys.stderr.write(json.dumps({"error": error}) + "\n")
    sys.exit(EXIT_DATA_ERROR)


def warn(message, path=None):
    warning = {"message": message}
    if path is not None:
        warning["path"] = path
    sys.stderr.write(json.dumps({"warning": warning}) + "\n")


def place(text, position):
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    return line, column


def read_tasks(text):
    """The tasks of an export: a JSON array, a single object, or one object a line (commas between allowed)."""
    stripped = text.strip()
    if not stripped:
        fail("the input is empty: expected the output of `task export`", line=1, column=1)
    decoder = json.JSONDecoder()
    try:
        value, end = decoder.raw_decode(text, len(text) - len(text.lstrip()))
    except json.JSONDecodeError as error:
        fail("not JSON: " + error.msg, line=error.lineno, column=error.colno)
    rest = text[end:].strip()
    if isinstance(value, list) and not rest:
        return value
    if isinstance(value, dict):
        tasks = [value]
        position = end
        while True:
            match = re.compile(r"[\s,]*").match(text, position)
            position = match.end()
            if position >= len(text):
                return tasks
            try:
                value, position = decoder.raw_decode(text, position)
            except json.JSONDecodeError as error:
                fail("not a line of `task export` JSON: " + error.msg, line=error.lineno, column=error.colno)
            if not isinstance(value, dict):
                line, column = place(text, position)
                fail("expected a task object on each line", line=line, column=column)
            tasks.append(value)
    line, column = place(text, end)
    fail("expected a JSON array of tasks, one task object, or one task object a line", line=line, column=column)


def iso(value, path):
    """A Taskwarrior date (20141018T050231Z, or ISO 8601 from Taskwarrior 3's export) as ISO 8601 UTC."""
    if not isinstance(value, str):
        fail("a date must be a string", path=path)
    match = re.fullmatch(r"(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z", value)
    if match:
        y, mo, d, h, mi, s = match.groups()
        return f"{y}-{mo}-{d}T{h}:{mi}:{s}.000Z"
    match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]00:?00)?", value)
    if match:
        y, mo, d, h, mi, s, _ = match.groups()
        return f"{y}-{mo}-{d}T{h}:{mi}:{s}.000Z"
    if re.fullmatch(r"\d{9,11}", value):  # epoch seconds, as in some exports and the hook tests
        import datetime

        moment = datetime.datetime.fromtimestamp(int(value), datetime.timezone.utc)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fail(f"“{value}” is not a Taskwarrior date (expected 20141018T050231Z)", path=path)


def extra_value(value):
    """A JSON value as the board format's `extra` carries it (strings, numbers, booleans, arrays, objects)."""
    return value


def board_of(tasks):
    lists = []
    list_by_project = {}
    labels = []
    label_by_name = {}

    def label(name):
        if name not in label_by_name:
            label_by_name[name] = f"taskwarrior-label-{len(labels) + 1}"
            labels.append({"id": label_by_name[name], "name": name})
        return label_by_name[name]

    for index, task in enumerate(tasks):
        path = f"[{index}]"
        if not isinstance(task, dict):
            fail("a task must be a JSON object", path=path)
        description = task.get("description")
        if not isinstance(description, str):
            fail("a task has no description", path=path + ".description")
        uuid = task.get("uuid")
        if not isinstance(uuid, str) or not uuid:
            fail("a task has no uuid", path=path + ".uuid")
        status = task.get("status", "pending")
        project = task.get("project")
        project_name = project if isinstance(project, str) and project else "No project"
        if project_name not in list_by_project:
            list_by_project[project_name] = {
                "id": f"taskwarrior-list-{len(lists) + 1}", "name": project_name, "cards": [],
            }
            lists.append(list_by_project[project_name])
        card = {
            "id": "taskwarrior-" + uuid,
            "title": description,
            "source": {"system": "taskwarrior", "id": uuid},
        }
        if status == "completed":
            card["done"] = True
        if status == "deleted":
            card["archived"] = True
        for key, target in (("due", "due"), ("scheduled", "start"), ("entry", "created")):
            if key in task:
                card[target] = iso(task[key], f"{path}.{key}")
        card_labels = []
        tags = task.get("tags", [])
        if isinstance(tags, str):  # very old exports wrote tags as one comma-separated string
            tags = [tag for tag in tags.split(",") if tag]
        if not isinstance(tags, list):
            fail("tags must be an array of strings", path=path + ".tags")
        for tag in tags:
            card_labels.append(label(str(tag)))
        priority = task.get("priority")
        if isinstance(priority, str) and priority:
            card_labels.append(label(f"Priority: {priority}"))
        if card_labels:
            card["labels"] = card_labels
        comments = []
        for number, annotation in enumerate(task.get("annotations", []) or []):
            if not isinstance(annotation, dict):
                fail("an annotation must be an object", path=f"{path}.annotations[{number}]")
            comment = {
                "id": f"taskwarrior-{uuid}-annotation-{number + 1}",
                "author": "",
                "text": str(annotation.get("description", "")),
            }
            if "entry" in annotation:
                comment["date"] = iso(annotation["entry"], f"{path}.annotations[{number}].entry")
            comments.append(comment)
        if comments:
            card["comments"] = comments
        extra = {f"taskwarrior.{key}": extra_value(value) for key, value in task.items() if key not in KNOWN}
        extra["taskwarrior.status"] = status
        for key in ("modified", "end", "start"):
            if key in task:
                extra[f"taskwarrior.{key}"] = task[key]
        card["extra"] = extra
        list_by_project[project_name]["cards"].append(card)
    return {
        "format": "cardport.board",
        "version": 2,
        "id": "taskwarrior-import",
        "name": "Taskwarrior",
        "labels": labels,
        "lists": lists,
    }


def main(arguments):
    if len(arguments) != 2 or arguments[0] != "read" or arguments[1] != "com.taskwarrior.export":
        sys.stderr.write(json.dumps({"error": {"message": "usage: taskwarrior-adapter.py read com.taskwarrior.export"}}) + "\n")
        return EXIT_USAGE
    raw = sys.stdin.buffer.read()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        fail("the input is not UTF-8", line=line, column=error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1)
    board = board_of(read_tasks(text))
    json.dump(board, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
