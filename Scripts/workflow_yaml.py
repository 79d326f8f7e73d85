"""A reader for the subset of YAML the project's GitHub Actions workflows use, without dependencies.

The subset: block mappings (`key: value`, `key:` followed by a more indented block), block lists
(`- item`, `- key: value` starting a mapping), plain and quoted scalars (kept as strings; an empty
value is None), `|` literal blocks, and `#` comments. Anything else — flow mappings or lists,
anchors, aliases, tags, `>` folded blocks, tabs used for indentation — is rejected with the line
number, so a workflow cannot silently mean something else to this reader than to GitHub's.
"""

import re


class WorkflowSyntaxError(Exception):
    """A line outside the subset, with its file and number."""

    def __init__(self, path, number, message):
        super().__init__(f"{path}:{number}: {message}")


class _Line:
    def __init__(self, number, indent, text):
        self.number = number
        self.indent = indent
        self.text = text


def _strip_comment(text):
    """The text before a `#` that starts a comment (not one inside quotes)."""
    quote = None
    for index, character in enumerate(text):
        if quote:
            if character == quote:
                quote = None
        elif character in "'\"":
            quote = character
        elif character == "#" and (index == 0 or text[index - 1] in " \t"):
            return text[:index].rstrip()
    return text.rstrip()


class _Reader:
    def __init__(self, path, source):
        self.path = path
        self.raw = source.split("\n")
        self.lines = []
        for number, raw in enumerate(self.raw, start=1):
            if "\t" in raw[: len(raw) - len(raw.lstrip())]:
                raise WorkflowSyntaxError(path, number, "a tab in the indentation")
            text = _strip_comment(raw)
            if text.strip():
                self.lines.append(_Line(number, len(text) - len(text.lstrip()), text.strip()))
        self.position = 0

    def fail(self, line, message):
        raise WorkflowSyntaxError(self.path, line.number, message)

    def peek(self):
        return self.lines[self.position] if self.position < len(self.lines) else None

    def scalar(self, line, text):
        if text == "":
            return None
        if text[0] in "{[&*!>" or text.startswith("|-") or text.startswith("|+"):
            self.fail(line, f"outside the subset this reader accepts: {text!r}")
        if text[0] in "'\"":
            quote = text[0]
            if len(text) < 2 or text[-1] != quote:
                self.fail(line, f"an unterminated quoted string: {text!r}")
            inner = text[1:-1]
            return inner.replace("''", "'") if quote == "'" else inner.replace('\\"', '"').replace("\\\\", "\\")
        return text

    def literal_block(self, line):
        """The lines after a `key: |`, more indented than the key, with that indentation removed."""
        start = line.number  # raw lines are numbered from 1, so raw[start] is the next line
        block = []
        indent = None
        for raw in self.raw[start:]:
            if raw.strip() == "":
                block.append("")
                continue
            current = len(raw) - len(raw.lstrip())
            if current <= line.indent:
                break
            indent = current if indent is None else indent
            if current < indent:
                break
            block.append(raw[indent:])
        while self.peek() and self.peek().number <= start + len(block):
            self.position += 1
        return "\n".join(block).rstrip("\n") + "\n"

    def value_after(self, line, text):
        """A key's value: inline, a literal block, or the more indented block that follows."""
        if text == "|":
            return self.literal_block(line)
        if text != "":
            return self.scalar(line, text)
        following = self.peek()
        if following is None or following.indent < line.indent:
            return None
        if following.indent == line.indent and not following.text.startswith("- "):
            return None
        if following.indent == line.indent and following.text.startswith("- "):
            return self.block(following.indent)
        return self.block(following.indent)

    def block(self, indent):
        first = self.peek()
        if first.text.startswith("- ") or first.text == "-":
            return self.sequence(indent)
        return self.mapping(indent)

    def mapping(self, indent, result=None):
        result = {} if result is None else result
        while (line := self.peek()) is not None and line.indent == indent and not line.text.startswith("- "):
            match = re.fullmatch(r"([A-Za-z0-9_.\-/]+|\"[^\"]+\"|'[^']+'):(?:\s+(.*))?", line.text)
            if not match:
                self.fail(line, f"expected `key: value`, found {line.text!r}")
            key = match.group(1).strip("'\"")
            if key in result:
                self.fail(line, f"the key {key!r} is repeated")
            self.position += 1
            result[key] = self.value_after(line, (match.group(2) or "").strip())
        if line is not None and line.indent > indent:
            self.fail(line, "indented more than the mapping it belongs to")
        return result

    def sequence(self, indent):
        result = []
        while (line := self.peek()) is not None and line.indent == indent and (line.text.startswith("- ") or line.text == "-"):
            rest = line.text[2:].strip()
            item_indent = indent + 2
            if re.match(r"^[A-Za-z0-9_.\-/\"']+:(\s|$)", rest):
                # `- key: value`: the item is a mapping whose first key sits after the dash.
                self.lines[self.position] = _Line(line.number, item_indent, rest)
                result.append(self.mapping(item_indent))
            else:
                self.position += 1
                result.append(self.scalar(line, rest))
        return result


def load(path):
    """The workflow at `path` as dicts, lists and strings."""
    with open(path, encoding="utf-8") as handle:
        reader = _Reader(path, handle.read())
    if not reader.lines:
        raise WorkflowSyntaxError(path, 1, "the file is empty")
    document = reader.block(reader.lines[0].indent)
    leftover = reader.peek()
    if leftover is not None:
        reader.fail(leftover, "not part of the document's top-level block")
    return document
