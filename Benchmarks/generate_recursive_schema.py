#!/usr/bin/env python3
"""Deterministic generator of a JSON Schema that contains itself, and a config.

The shape is that of Renovate's config schema (SchemaStore's renovate-43.json,
370 KB): a root whose properties each `$ref` a definition, RECURSIVE of
those definitions being objects that are the whole schema again
(`"$ref": "#"` beside a description, a default and an unused `items`), the
others values of mixed kinds (texts, switches, enums, lists of texts,
numbers, nullable ones, `oneOf`s), and a list of records (`packageRules`)
whose fields `$ref` the same definitions.  Descriptions and Markdown
descriptions are long, as Renovate's are, so that the schema weighs about
SCHEMA_BYTES.  Every screen of such a schema holds every property again: it
has no end, and only the screens opened may be built.

The config sets values at the top, two levels inside the recursion and in a
record, as a Renovate config does.

Usage:
    generate_recursive_schema.py SCHEMA CONFIG [--recursive N] [--values N] [--schema-bytes B] [--seed S]

Prints a one-line JSON summary: paths, sizes, counts and a key deep inside the recursion.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

WORDS = ("package manager update branch rule version schedule commit label pull request "
         "dependency lock file group registry host config preset datasource manager").split()


def sentence(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def described(rng: random.Random, name: str, words: int) -> dict:
    text = sentence(rng, words)
    link = f"https://docs.example.org/configuration-options/#{name.lower()}"
    return {"description": f"{text}\nSee also: {link}", "markdownDescription": f"{text}\n\nSee also: [{name}]({link})"}


def value_definition(rng: random.Random, n: int, name: str, words: int) -> tuple[dict, object]:
    """One definition of a value, and a value for it."""
    kind = n % 10
    schema = described(rng, name, words)
    if kind in (0, 1):
        schema |= {"type": "string", "default": ""}
        value: object = f"text {n}"
    elif kind in (2, 3):
        schema |= {"type": "boolean", "default": False}
        value = True
    elif kind == 4:
        schema |= {"type": "array", "items": {"type": "string"}, "default": []}
        value = [f"item {n}"]
    elif kind == 5:
        options = [f"mode{i}" for i in range(4)]
        schema |= {"type": "string", "enum": options, "default": options[0]}
        value = options[n % 4]
    elif kind == 6:
        schema |= {"oneOf": [{"type": "array", "items": {"type": "string"}}, {"type": "string"}]}
        value = f"either {n}"
    elif kind == 7:
        schema |= {"type": "integer", "minimum": 0, "default": 0}
        value = n
    elif kind == 8:
        schema |= {"type": ["string", "null"], "default": None}
        value = None
    else:
        schema |= {"type": "object", "default": {}}
        value = {"a": n}
    return schema, value


def build(recursive: int, values: int, schema_bytes: int, seed: int) -> tuple[dict, dict, str]:
    value_names = [f"option{chr(65 + n % 26)}{n}" for n in range(values)]
    nested_names = [f"manager{n}" for n in range(recursive)]

    def make(words: int) -> tuple[dict, dict]:
        rng = random.Random(f"recursive:{seed}:{recursive}:{values}")
        definitions, config_values = {}, {}
        for n, name in enumerate(value_names):
            definitions[name], config_values[name] = value_definition(rng, n, name, words)
        record_fields = {"description": {"oneOf": [{"type": "array", "items": {"type": "string"}}, {"type": "string"}]}}
        record_fields |= {name: {"$ref": f"#/definitions/{name}"} for name in value_names[:60]}
        definitions["packageRules"] = described(rng, "packageRules", words) | {
            "type": "array", "items": {"allOf": [{"type": "object", "properties": record_fields}]}}
        for name in nested_names:
            definitions[name] = {"$ref": "#"} | described(rng, name, words) | {
                "type": "object", "default": {"fileMatch": [f"(^|/){name}\\.json$"]},
                "items": {"allOf": [{"type": "object", "properties": {
                    "description": {"oneOf": [{"type": "array", "items": {"type": "string"}}, {"type": "string"}]},
                    "enabled": {"$ref": f"#/definitions/{value_names[2]}"}}}]}}
        schema = {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "JSON schema for a recursive config",
            "allowComments": True,
            "type": "object",
            "definitions": definitions,
            "properties": {name: {"$ref": f"#/definitions/{name}"} for name in sorted(definitions)},
        }
        return schema, config_values

    # The descriptions' length that brings the schema to about schema_bytes: the size grows in proportion to it.
    small, large = (len(json.dumps(make(words)[0], indent=2)) for words in (4, 12))
    words = max(1, round(4 + (schema_bytes - small) * 8 / max(1, large - small)))
    schema, config_values = make(words)
    first, second = nested_names[0], nested_names[min(1, recursive - 1)]
    deep = {value_names[3]: False, second: {value_names[2]: True, value_names[0]: "deep"}}
    config = {"$schema": "schema.json"} | {name: config_values[name] for name in value_names[:40]}
    config[first] = deep
    config["packageRules"] = [{value_names[0]: "rule", value_names[2]: True}]
    return schema, config, f"{first}.{second}.{value_names[0]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("schema")
    parser.add_argument("config")
    parser.add_argument("--recursive", type=int, default=138, help="definitions that are the whole schema again")
    parser.add_argument("--values", type=int, default=240, help="definitions of values")
    parser.add_argument("--schema-bytes", type=int, default=370_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.recursive < 1 or args.values < 61:
        parser.error("--recursive must be at least 1 and --values at least 61")
    schema, config, deep_key = build(args.recursive, args.values, args.schema_bytes, args.seed)
    schema_text = json.dumps(schema, indent=2) + "\n"
    config_text = json.dumps(config, indent=2) + "\n"
    with open(args.schema, "w", encoding="utf-8") as out:
        out.write(schema_text)
    with open(args.config, "w", encoding="utf-8") as out:
        out.write(config_text)
    json.dump({"schema": args.schema, "config": args.config, "schema_bytes": len(schema_text.encode()),
               "config_bytes": len(config_text.encode()), "recursive": args.recursive,
               "properties": len(schema["properties"]), "deep_key": deep_key}, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
