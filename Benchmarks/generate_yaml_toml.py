#!/usr/bin/env python3
"""Deterministic generator of large YAML and TOML configs for the benchmarks.

It writes one YAML file and one TOML file of about the size asked for, in
one of three shapes, so that a speed or memory target met on one shape of
file is not taken for one met on every file:

- "wide": a mapping of records, as in a fleet's service list or a lock file
  (YAML: `services:` holding one record per service, each with scalars of
  every type, a flow list, a nested `env` mapping and a block list of
  ports; TOML: one `[[service]]` table per record with an inline table, an
  array and a `[service.env]` sub-table);
- "deep": nesting many levels down (YAML: block mappings eight to twelve
  levels deep with sequences of mappings inside; TOML: `[a.b.c...]` headers
  eight to twelve keys long, dotted keys and nested inline tables);
- "text": long texts and comments (YAML: literal `|` and folded `>` block
  scalars of 10 to 40 lines, comment blocks between the records; TOML:
  multi-line basic and literal strings, comment blocks).

Both files begin with the same three keys (`title`, `version`, `enabled`),
the ones the benchmark's schema (written beside them as
`config.schema.json`) describes: the root screen shows them, and the rest
of the file is read, checked and kept but not on screen.

The same seed, shape and size always give the same bytes.  A JSON summary
goes to stdout: each file's path and size, and the schema's path.

Usage:
    generate_yaml_toml.py OUT_DIR --shape wide|deep|text --bytes N [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

DEFAULT_SEED = 20260601
SHAPES = ("wide", "deep", "text")

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike "
         "november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee "
         "zulu cache proxy worker queue index shard replica bucket region zone cluster node "
         "gateway router tenant backup archive metric tracer limit quota window retry").split()

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Generated config",
    "type": "object",
    "properties": {
        "title": {"type": "string", "title": "Title"},
        "version": {"type": "string", "title": "Version"},
        "enabled": {"type": "boolean", "title": "Enabled"},
    },
}


def words(rng: random.Random, low: int, high: int) -> str:
    """A phrase of `low` to `high` words."""
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def name(rng: random.Random, index: int) -> str:
    """A key-like name: two words and a number."""
    return f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{index:06d}"


# -- YAML ------------------------------------------------------------------------

def yaml_header() -> list[str]:
    """The keys the schema describes, with a comment."""
    return ["# Generated for the settings-shell benchmarks", "title: Generated config  # shown on screen",
            'version: "1.0.0"', "enabled: true"]


def yaml_wide(rng: random.Random, index: int, out: list[str]) -> None:
    """One record of a wide mapping."""
    out.append(f"  {name(rng, index)}:")
    out.append(f"    image: registry.example.com/{rng.choice(WORDS)}/{rng.choice(WORDS)}:{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}")
    out.append(f"    replicas: {rng.randint(1, 12)}")
    out.append(f"    ratio: {rng.random():.4f}")
    out.append(f"    public: {rng.choice(['true', 'false'])}")
    out.append(f"    owner: '{words(rng, 1, 3)}'")
    out.append(f'    description: "{words(rng, 3, 8)}"')
    out.append(f"    tags: [{', '.join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))}]")
    out.append("    env:")
    for number in range(rng.randint(1, 4)):
        out.append(f"      {rng.choice(WORDS).upper()}_{number}: {rng.choice(WORDS)}")
    out.append("    ports:")
    for _ in range(rng.randint(1, 3)):
        out.append(f"      - {rng.randint(1024, 65535)}")
    if index % 10 == 0:
        out.append(f"    # {words(rng, 4, 10)}")
    out.append(f"    limits: {{cpu: {rng.randint(100, 4000)}m, memory: {rng.randint(64, 8192)}Mi}}")


def yaml_deep(rng: random.Random, index: int, out: list[str]) -> None:
    """One branch nesting eight to twelve levels down, with a list of mappings at the bottom."""
    depth = rng.randint(8, 12)
    out.append(f"  {name(rng, index)}:")
    for level in range(1, depth):
        indent = "  " * (level + 1)
        out.append(f"{indent}level: {level}")
        out.append(f"{indent}{rng.choice(WORDS)}-{level}:")
    indent = "  " * (depth + 1)
    out.append(f"{indent}items:")
    for item in range(rng.randint(1, 3)):
        out.append(f"{indent}  - id: {item}")
        out.append(f"{indent}    value: {words(rng, 1, 3)}")
        out.append(f"{indent}    nested: {{a: {rng.randint(0, 9)}, b: [{rng.randint(0, 9)}, {rng.randint(0, 9)}]}}")


def yaml_text(rng: random.Random, index: int, out: list[str]) -> None:
    """One record with long block scalars and a comment block."""
    for _ in range(rng.randint(2, 6)):
        out.append(f"  # {words(rng, 6, 14)}")
    out.append(f"  {name(rng, index)}:")
    out.append(f"    summary: {words(rng, 3, 8)}")
    out.append(f"    script: |{'' if index % 3 else '-'}")
    for line in range(rng.randint(10, 40)):
        # The first line sets the block's indentation: only later lines indent further.
        out.append(f"      {'  ' * rng.randint(0, 2) if line else ''}{words(rng, 2, 12)}")
    out.append("    notes: >")
    for _ in range(rng.randint(5, 20)):
        out.append(f"      {words(rng, 4, 12)}")


def yaml_file(shape: str, target: int, rng: random.Random) -> str:
    """A YAML config of about `target` bytes."""
    record: Callable[[random.Random, int, list[str]], None] = {
        "wide": yaml_wide, "deep": yaml_deep, "text": yaml_text}[shape]
    out = yaml_header() + [f"{shape}:"]
    size = sum(len(line) + 1 for line in out)
    index = 0
    while size < target:
        start = len(out)
        record(rng, index, out)
        size += sum(len(line) + 1 for line in out[start:])
        index += 1
    return "\n".join(out) + "\n"


# -- TOML ------------------------------------------------------------------------

def toml_header() -> list[str]:
    """The keys the schema describes, with a comment."""
    return ["# Generated for the settings-shell benchmarks", 'title = "Generated config"  # shown on screen',
            'version = "1.0.0"', "enabled = true", ""]


def toml_wide(rng: random.Random, index: int, out: list[str]) -> None:
    """One `[[service]]` record."""
    out.append("[[service]]")
    out.append(f'name = "{name(rng, index)}"')
    out.append(f'image = "registry.example.com/{rng.choice(WORDS)}/{rng.choice(WORDS)}:{rng.randint(1, 9)}.{rng.randint(0, 30)}"')
    out.append(f"replicas = {rng.randint(1, 12)}")
    out.append(f"ratio = {rng.random():.4f}")
    out.append(f"public = {rng.choice(['true', 'false'])}")
    out.append(f"owner = '{words(rng, 1, 3)}'")
    out.append(f"ports = [{', '.join(str(rng.randint(1024, 65535)) for _ in range(rng.randint(1, 3)))}]")
    out.append(f'limits = {{ cpu = "{rng.randint(100, 4000)}m", memory = {rng.randint(64, 8192)} }}')
    out.append(f"updated = 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:00:00Z")
    if index % 10 == 0:
        out.append(f"# {words(rng, 4, 10)}")
    out.append("[service.env]")
    for number in range(rng.randint(1, 4)):
        out.append(f'{rng.choice(WORDS).upper()}_{number} = "{rng.choice(WORDS)}"')
    out.append("")


def toml_deep(rng: random.Random, index: int, out: list[str]) -> None:
    """A table eight to twelve keys down, with dotted keys and nested inline tables."""
    path = ["deep", name(rng, index)] + [f"{rng.choice(WORDS)}-{level}" for level in range(rng.randint(6, 10))]
    out.append(f"[{'.'.join(path)}]")
    out.append(f"level = {len(path)}")
    out.append(f'a.b.c = "{words(rng, 1, 3)}"')
    out.append(f"a.b.d = {rng.randint(0, 999)}")
    out.append(f"nested = {{ x = {{ y = {{ z = {rng.randint(0, 9)} }} }}, list = [[1, 2], [3, {rng.randint(0, 9)}]] }}")
    out.append("")


def toml_text(rng: random.Random, index: int, out: list[str]) -> None:
    """A table with long multi-line strings and a comment block."""
    for _ in range(rng.randint(2, 6)):
        out.append(f"# {words(rng, 6, 14)}")
    out.append(f"[text.{name(rng, index)}]")
    out.append(f'summary = "{words(rng, 3, 8)}"')
    out.append('script = """')
    for _ in range(rng.randint(10, 40)):
        out.append(f"{'  ' * rng.randint(0, 2)}{words(rng, 2, 12)}")
    out.append('"""')
    out.append("notes = '''")
    for _ in range(rng.randint(5, 20)):
        out.append(words(rng, 4, 12))
    out.append("'''")
    out.append("")


def toml_file(shape: str, target: int, rng: random.Random) -> str:
    """A TOML config of about `target` bytes."""
    record: Callable[[random.Random, int, list[str]], None] = {
        "wide": toml_wide, "deep": toml_deep, "text": toml_text}[shape]
    out = toml_header()
    size = sum(len(line) + 1 for line in out)
    index = 0
    while size < target:
        start = len(out)
        record(rng, index, out)
        size += sum(len(line) + 1 for line in out[start:])
        index += 1
    return "\n".join(out) + "\n"


# -- main ------------------------------------------------------------------------

def write_if_changed(path: Path, text: str) -> None:
    """Write `text` unless the file already holds it (keeps its mtime for caches)."""
    data = text.encode("utf-8")
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    """Write the two files and the schema; print the summary."""
    parser = argparse.ArgumentParser(description="Generate a large YAML and TOML config.")
    parser.add_argument("out", help="folder to write into")
    parser.add_argument("--shape", choices=SHAPES, default="wide")
    parser.add_argument("--bytes", type=int, default=10_000_000, help="about how many bytes each file has")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = parser.parse_args(argv)
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    schema = folder / "config.schema.json"
    write_if_changed(schema, json.dumps(SCHEMA, indent=2) + "\n")
    summary: dict[str, object] = {"schema": str(schema), "seed": args.seed, "shape": args.shape}
    for extension, make in (("yaml", yaml_file), ("toml", toml_file)):
        path = folder / f"config-{args.shape}-{args.bytes}.{extension}"
        text = make(args.shape, args.bytes, random.Random(f"{args.seed}-{args.shape}-{extension}"))
        write_if_changed(path, text)
        summary[extension] = {"path": str(path), "bytes": len(text.encode("utf-8"))}
    json.dump(summary, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
