#!/usr/bin/env python3
"""The house's rules that ARCHITECTURE.md states, checked (issue 35):
  tools/house-check.py [--list]
- no source file (test code aside) over 700 lines;
- the layers one way: `ui` never uses `cli`, `io` and `print` never use `ui` or `cli`, `print` never `io`, `serve` and
  `sheets` never `ui` or `cli`, `demo`, `icon`, `package` and `site` never `ui` or `cli`,
  `share` (handed data, as `print`) never `ui`, `cli` or `io`; `live` (the folders' models) never
  `ui`, `cli` or `serve`;
- no circle between files: a graph of `crate::`, `super::` and child-module paths between the files
  of each crate (test modules aside) has no strongly connected group (issue 35 removed the last).
Exit 1 naming what breaks a rule; --list prints the groups found, one per line."""
import re, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CRATES = [ROOT / "src", ROOT / "core" / "src"]
LIMIT = 700
LAYERS = {  # a folder of src/ -> the folders it never uses
    "ui": {"cli"}, "io": {"ui", "cli"}, "print": {"ui", "cli", "io"}, "serve": {"ui", "cli"}, "sheets": {"ui", "cli"},
    "demo": {"ui", "cli"}, "icon": {"ui", "cli"}, "package": {"ui", "cli"}, "site": {"ui", "cli"},
    "share": {"ui", "cli", "io"}, "live": {"ui", "cli", "serve"},
}

def module_of(root, file):
    parts = list(file.relative_to(root).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)

def file_of(root, module):
    """The file that holds `module` (a tuple of names), or None."""
    base = root.joinpath(*module) if module else root
    for f in ([root / "lib.rs"] if not module else [base.with_suffix(".rs"), base / "mod.rs"]):
        if f.is_file():
            return f
    return None

def deepest(root, module):
    """The file of the longest prefix of `module` that is a module of its own."""
    for n in range(len(module), -1, -1):
        f = file_of(root, module[:n])
        if f:
            return f
    return None

def code(text):
    """The text without comments, string and char literals, and test modules (one pass, so a
    `//` inside a string or a quote inside a comment is read as what it is)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif c == "r" and re.match(r'r#*"', text[i:]) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = text.find('"' + hashes, i + len(hashes) + 2)
            out.append('""')
            i = n if end < 0 else end + 1 + len(hashes)
        elif c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            out.append('""')
            i += 1
        elif c == "'" and re.match(r"'(\\.[^']*|[^\\'])'", text[i:]):
            i += len(re.match(r"'(\\.[^']*|[^\\'])'", text[i:]).group(0))
            out.append("' '")
        else:
            out.append(c)
            i += 1
    text = "".join(out)
    return re.sub(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{.*", "", text, flags=re.S)

def edges(root):
    graph = {}
    for file in sorted(root.rglob("*.rs")):
        module = module_of(root, file)
        text = code(file.read_text())
        children = set(re.findall(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", text, re.M))
        targets = set()
        def resolve(head, rest):
            """The file a path `head::rest…` written in this file names."""
            base = {"crate": (), "self": module}.get(head)
            if head == "super":
                base = module[:-1]
                while rest and rest[0] == "super":
                    base, rest = base[:-1], rest[1:]
            return deepest(root, base + tuple(rest))
        for m in re.finditer(r"\b(crate|super|self)((?:::\w+)+)", text):
            targets.add(resolve(m.group(1), m.group(2).split("::")[1:]))
        for m in re.finditer(r"\b(crate|super|self)((?:::\w+)*)::\{", text):
            head, prefix = m.group(1), m.group(2)
            depth, i = 1, m.end()
            while depth and i < len(text):
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            inner = text[m.end():i - 1]
            items, depth, item = [], 0, ""
            for c in inner:  # the top level's items: `json`, `pages::Page`, `self`
                depth += {"{": 1, "}": -1}.get(c, 0)
                if c == "," and depth == 0:
                    items.append(item); item = ""
                else:
                    item += c
            items.append(item)
            for item in items:
                first = re.match(r"\s*(\w+)", item)
                if not first or first.group(1) == "self":
                    path = f"{head}{prefix}"
                else:
                    path = f"{head}{prefix}::{first.group(1)}"
                targets.add(resolve(head, path.split("::")[1:]))
        for m in re.finditer(r"\buse\s+super::\*", text):
            targets.add(deepest(root, module[:-1]))
        for child in children:
            if re.search(rf"(?<![:\w]){child}::", text):
                targets.add(file_of(root, module + (child,)))
        graph[file] = {t for t in targets if t and t != file}
    return graph

def groups(graph):
    """Strongly connected groups of more than one file (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)
    def visit(v):
        index[v] = low[v] = counter[0]; counter[0] += 1
        stack.append(v); on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop(); on.discard(w); group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(str(f.relative_to(ROOT)) for f in group))
    for v in graph:
        if v not in index:
            visit(v)
    return sorted(out)

def main():
    problems, found = [], []
    for root in CRATES:
        graph = edges(root)
        for file, targets in graph.items():
            lines = len(file.read_text().splitlines())
            name = file.relative_to(ROOT)
            if lines > LIMIT and "tests" not in name.parts:
                problems.append(f"{name}: {lines} lines (at most {LIMIT})")
            if root.name == "src" and root.parent == ROOT:
                layer = file.relative_to(root).parts[0].removesuffix(".rs")
                for t in targets:
                    used = t.relative_to(root).parts[0].removesuffix(".rs")
                    if used in LAYERS.get(layer, ()):
                        problems.append(f"{name} uses {t.relative_to(ROOT)}: `{layer}` never uses `{used}`")
        found += groups(graph)
    if "--list" in sys.argv:
        for g in found:
            print(" ".join(g))
        return 0
    for g in found:
        problems.append(f"files in a circle (each uses the next, round to the first): {' '.join(g)}")
    for p in problems:
        print(p)
    print(f"house check: {len(problems)} problems")
    return 1 if problems else 0

sys.exit(main())
