"""Adds an EXAMPLES section to the man page generate-manual wrote, from the tool's own definitions.

Reads `cardport --experimental-dump-help` (JSON) on standard input and the page named by the first argument;
prints the page with, before SEE ALSO / AUTHORS (or at the end), an EXAMPLES section holding for each command the
indented lines after "Examples:" in its discussion, the same lines `cardport help COMMAND` prints.
"""
import json
import sys


def examples(discussion):
    lines = discussion.split("\n")
    for start, line in enumerate(lines):
        if line.startswith("Example") and line.endswith(":"):
            found = []
            for follow in lines[start + 1:]:
                if not follow.startswith("  "):
                    break
                found.append(follow.strip())
            return found
    return []


def commands(command, path):
    name = command.get("commandName", "?")
    if name == "help":
        return
    here = path + [name]
    yield here, examples(command.get("discussion", "") or "")
    for sub in command.get("subcommands", []) or []:
        yield from commands(sub, here)


def mdoc_literal(text):
    # A backslash is mdoc's escape; a line starting with a dot or quote would be read as a request.
    text = text.replace("\\", "\\e")
    return "\\&" + text if text[:1] in (".", "'") else text


def without_example_paragraphs(page):
    """The DESCRIPTION repeats each discussion; its examples move to EXAMPLES, where they are set as code."""
    kept = []
    index = 0
    while index < len(page):
        line = page[index]
        if line.startswith("Example") and line.endswith(":") and index + 1 < len(page) \
                and page[index + 1].startswith("  "):
            index += 1
            while index < len(page) and page[index].startswith("  "):
                index += 1
            while kept and kept[-1] == "":
                kept.pop()
            continue
        # A blank line inside a description is a paragraph break to mdoc.
        kept.append(".Pp" if line == "" else line)
        index += 1
    return kept


def main():
    tool = json.load(sys.stdin)
    page = without_example_paragraphs(open(sys.argv[1], encoding="utf-8").read().rstrip("\n").split("\n"))
    section = [".Sh EXAMPLES"]
    for path, found in commands(tool["command"], []):
        if not found:
            continue
        section.append('.Ss "%s"' % " ".join(path))
        section.append(".Bd -literal -offset indent")
        section.extend(mdoc_literal(line) for line in found)
        section.append(".Ed")
    insert_at = len(page)
    for index, line in enumerate(page):
        if line.startswith(".Sh") and line.split(None, 1)[1].strip('"') in ("SEE ALSO", "AUTHORS", "EXIT STATUS"):
            insert_at = index
            break
    print("\n".join(page[:insert_at] + section + page[insert_at:]))


main()
