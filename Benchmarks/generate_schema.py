#!/usr/bin/env python3
"""Deterministic generator of a large JSON Schema and a config file for it.

The schema has PROPERTIES settings in sections of 100 (each section an object
property, so a screen of its own), of mixed kinds: switches, enums with
descriptions, integers with bounds, strings with a length limit, and arrays
of enum strings.  One property in ten reaches its type through a chain of
`$ref`s DEPTH long in `$defs`.  The config sets every property; its string
values are long, so that it weighs about CONFIG_BYTES.

Usage:
    generate_schema.py SCHEMA CONFIG [--properties N] [--depth D] [--config-bytes B] [--seed S]

Prints a one-line JSON summary: paths, sizes, property count and one key.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

PER_SECTION = 100
LEVELS = ["low", "medium", "high", "extreme"]


def build(properties: int, depth: int, config_bytes: int, seed: int) -> tuple[dict, dict, str]:
    rng = random.Random(f"schema:{seed}:{properties}")
    defs: dict = {f"level{d}": {"$ref": f"#/$defs/level{d + 1}"} for d in range(depth - 1)}
    defs[f"level{depth - 1}"] = {"type": "integer", "minimum": 0, "maximum": 1000}
    sections: dict = {}
    config: dict = {}
    strings = 0
    for n in range(properties):
        section = f"section{n // PER_SECTION}"
        name = f"option{n}"
        kind = n % 5
        if n % 10 == 9:
            prop, value = {"$ref": "#/$defs/level0", "description": f"Option {n}, through {depth} $refs."}, n % 1000
        elif kind == 0:
            prop, value = {"type": "boolean", "default": False, "description": f"Turns option {n} on."}, True
        elif kind == 1:
            prop = {"enum": LEVELS, "default": "low", "enumDescriptions": [f"The {l} level." for l in LEVELS],
                    "description": f"How much of option {n}."}
            value = rng.choice(LEVELS)
        elif kind == 2:
            prop, value = {"type": "integer", "minimum": 0, "maximum": 100000, "default": 10}, rng.randint(0, 100000)
        elif kind == 3:
            prop, value = {"type": "string", "maxLength": 4000, "markdownDescription": f"Text of `option{n}`."}, ""
            strings += 1
        else:
            prop = {"type": "array", "items": {"enum": LEVELS}, "uniqueItems": True}
            value = rng.sample(LEVELS, 2)
        sections.setdefault(section, {"type": "object", "title": f"Section {n // PER_SECTION}",
                                      "properties": {}})["properties"][name] = prop
        config.setdefault(section, {})[name] = value
    # Long texts bring the config to about config_bytes.
    skeleton = len(json.dumps(config, indent=2))
    length = max(1, (config_bytes - skeleton) // max(1, strings))
    for section_values in config.values():
        for name, value in section_values.items():
            if value == "":
                section_values[name] = "".join(rng.choice("abcdefghij klmnop") for _ in range(length))
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Large config",
              "type": "object", "$defs": defs, "properties": sections}
    key = "section0.option1"
    return schema, config, key


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("schema")
    parser.add_argument("config")
    parser.add_argument("--properties", type=int, default=5000)
    parser.add_argument("--depth", type=int, default=20)
    parser.add_argument("--config-bytes", type=int, default=2_000_000)
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args(argv)
    schema, config, key = build(args.properties, args.depth, args.config_bytes, args.seed)
    sizes = {}
    for path, value in ((args.schema, schema), (args.config, config)):
        text = json.dumps(value, indent=2, ensure_ascii=False) + "\n"
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        sizes[path] = len(text.encode())
    print(json.dumps({"schema": args.schema, "config": args.config, "properties": args.properties,
                      "schema_bytes": sizes[args.schema], "config_bytes": sizes[args.config], "key": key}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
