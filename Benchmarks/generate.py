#!/usr/bin/env python3
"""Deterministic generator of settings files for the settings-shell benchmarks.

It writes a settings file in the project's own layout format, shaped like a Linux
kernel configuration: a root of twelve groups of panes, panes nesting two to
four levels deep like kconfig menus, and mixed rows (switches ~40 %, choices
~20 % with 3-8 object options, numbers with min/max/step/unit, texts, infos, a
few lists with options, some rows shown only while a switch of the same pane
is on).  Every pane shows a bounded number of rows whatever the file's size,
so a screen costs the same to draw in a 1k-item file as in a 100k-item one;
bigger files get more and deeper panes instead.  A partial `values` object
holds about 10 % of the keys plus a couple of keys the schema does not know.

The same seed and size always give the same bytes.

It can also write the command script of the scripted-session benchmark:
navigation into panes by number, switch toggles, choices, `back` and `show`,
ending with `done`.  The script is computed from the document's structure,
following the row numbering and visibility rules of the session.

Usage:
    generate.py OUT --items N [--seed S] [--script PATH [--commands C]]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

MAX_DEPTH = 4          # panes nest at most this deep below the root
LEAF_MAX = 28          # a pane with at most this many items holds only rows
LEAF_AVG = 18          # aim for this many rows per pane when splitting
DEFAULT_SEED = 20240601

ROOT_GROUPS: list[tuple[str, list[str]]] = [
    ("General", ["General setup", "Init and boot", "Kernel compression",
                 "Timers subsystem", "CPU/Task time and stats accounting"]),
    ("Processor", ["Processor type and features", "Power management and ACPI options",
                   "CPU frequency scaling", "CPU idle", "Virtualization"]),
    ("Memory", ["Memory management options", "Swap", "Transparent hugepages",
                "Memory hotplug", "Page allocator"]),
    ("Buses", ["Bus options", "PCI support", "PCCard (PCMCIA/CardBus) support",
               "Thunderbolt", "Firmware Drivers"]),
    ("Executables", ["Executable file formats", "Binary emulations",
                     "Loadable module support", "Module signing", "Kernel livepatching"]),
    ("Block devices", ["Block layer", "IO Schedulers", "Partition types",
                       "Multiple devices driver support", "Block device drivers"]),
    ("Networking", ["Networking support", "Networking options", "Wireless",
                    "Bluetooth subsystem support", "Network packet filtering framework"]),
    ("Device drivers", ["Device Drivers", "USB support", "Graphics support",
                        "Sound card support", "Input device support"]),
    ("File systems", ["File systems", "Network File Systems", "Pseudo filesystems",
                      "Native language support", "Miscellaneous filesystems"]),
    ("Security", ["Security options", "Cryptographic API", "Key retention",
                  "Integrity subsystem", "Lockdown"]),
    ("Libraries", ["Library routines", "Compression support", "CRC functions",
                   "Text searching", "DMA mapping"]),
    ("Kernel hacking", ["Kernel hacking", "Compile-time checks", "Memory Debugging",
                        "Tracers", "Runtime Testing"]),
]

SUBJECTS = [
    "USB Mass Storage", "SCSI disk", "SATA AHCI", "NVMe", "Ethernet", "Wireless LAN",
    "Bluetooth HCI", "I2C", "SPI", "GPIO", "PWM", "Watchdog", "Real Time Clock",
    "Hardware Monitoring", "Thermal", "Touchscreen", "Joystick", "Serial port",
    "Parallel port", "Framebuffer", "DRM", "Backlight", "ALSA", "HD-Audio",
    "MMC/SD/SDIO", "Memory Technology Device", "RAID", "Device mapper", "Multipath",
    "iSCSI", "Fibre Channel", "InfiniBand", "FireWire", "PCI Express", "Hot-plug",
    "ACPI", "EFI", "IOMMU", "KVM", "Xen", "Virtio", "Crypto hardware", "TPM", "LED",
    "Power supply", "Regulator", "Clock", "DMA engine", "Btrfs", "ext4", "XFS",
    "F2FS", "NFS client", "NFS server", "CIFS", "FUSE", "OverlayFS", "SquashFS",
    "tmpfs", "IPv4", "IPv6", "TCP", "Netfilter", "nftables", "Bridge", "VLAN",
    "Bonding", "WireGuard", "IPsec", "Traffic shaping", "eBPF", "cgroup",
    "Namespace", "Audit", "SELinux", "AppArmor", "Kprobes", "Ftrace", "Lockdep",
    "KASAN", "Perf events", "NUMA", "Huge page", "zswap", "KSM", "Kernel log",
    "Console", "Initramfs", "Swap", "Scheduler", "RCU", "Timer", "Interrupt",
]

VENDORS = [
    "Intel", "AMD", "Realtek", "Broadcom", "Qualcomm", "Marvell", "Mellanox", "NXP",
    "Texas Instruments", "Samsung", "MediaTek", "Microchip", "Renesas", "Allwinner",
    "Rockchip", "Synopsys", "Cadence", "Generic", "Legacy", "Experimental",
]

THINGS = [
    "CPUs", "NUMA nodes", "IRQ vectors", "open files", "block devices", "loop devices",
    "USB ports", "serial ports", "virtual terminals", "network queues", "DMA channels",
    "GPIO lines", "hardware breakpoints", "watch entries", "event buffers",
]

SWITCH_TITLES = [
    "Enable {s} support", "{s} support", "{v} {s} driver", "Debug {s}",
    "{s} statistics", "Verbose {s} messages", "Enable {s} power management",
    "Use {s} for {s2}", "Allow {s} hot-plug", "Build {s} as a module",
    "{s} self-tests at boot", "Enable {v} {s} quirks", "{s} tracing",
    "Support for {v} {s} controllers", "Legacy {s} interface",
]

CHOICES: list[tuple[str, list[str]]] = [
    ("{s} log level", ["Emergency", "Alert", "Critical", "Error", "Warning",
                       "Notice", "Informational", "Debug"]),
    ("{s} compression algorithm", ["gzip", "bzip2", "LZMA", "XZ", "LZO", "LZ4",
                                   "ZSTD", "None"]),
    ("Default {s} governor", ["Performance", "Powersave", "Ondemand", "Conservative",
                              "Schedutil", "Userspace"]),
    ("{s} mode", ["Disabled", "Enabled", "Automatic", "Forced", "Passive",
                  "Active", "Strict"]),
    ("Timer frequency", ["100 Hz", "250 Hz", "300 Hz", "1000 Hz"]),
    ("Preemption Model", ["No Forced Preemption (Server)",
                          "Voluntary Kernel Preemption (Desktop)",
                          "Preemptible Kernel (Low-Latency Desktop)",
                          "Fully Preemptible Kernel (Real-Time)"]),
    ("Preferred {s} backend", ["Built-in", "Loadable module", "Firmware",
                               "Userspace helper", "Hypervisor", "None"]),
    ("{s} hash function", ["CRC32", "CRC32C", "xxHash", "SHA-1", "SHA-256",
                           "SHA-512", "BLAKE2b", "SipHash"]),
    ("{s} memory model", ["Flat", "Sparse", "Sparse with vmemmap", "Discontiguous"]),
    ("Default {s} security module", ["SELinux", "AppArmor", "Smack", "TOMOYO",
                                     "Yama", "Landlock", "Unix discretionary"]),
]

NUMBERS: list[tuple[str, int, int, int, str]] = [
    ("Maximum number of {t}", 1, 8192, 1, ""),
    ("{s} buffer size", 4, 4096, 4, "KiB"),
    ("{s} timeout", 0, 600, 1, "s"),
    ("{s} polling interval", 10, 10000, 10, "ms"),
    ("Default {s} queue depth", 1, 1024, 1, "requests"),
    ("{s} retry count", 0, 16, 1, ""),
    ("{s} watermark", 0, 100, 5, "%"),
    ("{s} latency target", 50, 50000, 50, "µs"),
    ("{s} memory reserve", 0, 1024, 16, "MB"),
]

TEXTS: list[tuple[str, str, str, bool]] = [
    ("Default hostname", "(none)", "hostname", False),
    ("{s} firmware path", "/lib/firmware", "/path/to/firmware", False),
    ("Extra {s} command line", "", "key=value …", False),
    ("Local version - append to kernel release", "", "-custom", False),
    ("{s} device name", "{slug}0", "name", False),
    ("{s} signing key", "", "key", True),
    ("{s} module parameters", "", "param=value", False),
]

INFOS: list[tuple[str, list[str]]] = [
    ("{s} version", ["1.0", "2.4.1", "3.12", "6.8.0", "0.9-rc2"]),
    ("Detected {s}", ["None", "1 device", "2 devices", "Unknown"]),
    ("{s} status", ["Built-in", "Module", "Not available", "Requires firmware"]),
]

LISTS: list[tuple[str, list[str]]] = [
    ("{s} modules to load at boot", ["loop", "dm_mod", "nvme", "e1000e", "xhci_hcd",
                                      "snd_hda_intel", "i915", "btrfs", "overlay"]),
    ("Allowed {s} algorithms", ["aes", "chacha20", "sha256", "sha512", "crc32c",
                                "poly1305", "blake2b"]),
    ("{s} trusted devices", ["eth0", "wlan0", "usb0", "nvme0", "sda", "mmcblk0"]),
]

GROUP_HEADERS = ["Options", "Drivers", "Hardware", "Advanced", "Debugging",
                 "Compatibility", "Performance", "Power", "Diagnostics", "Defaults"]

HELP_TEXTS = [
    "Say Y here to turn on \"{s}\". If unsure, say N.",
    "This option (\"{s}\") adds a small amount of overhead at run time "
    "and is mostly useful for developers. If unsure, say N.",
    "Select this to build it into the kernel. To compile it as a module, "
    "choose M here: the module will be called {slug}.",
    "When enabled, this is also configured from the kernel command line "
    "({slug}=). Most users should keep the default.",
]

FOOTERS = [
    "Changes apply after the next reboot.",
    "Options marked experimental may be removed in a future release.",
    "These settings only affect {s} hardware.",
    "Disabling a driver here does not unload it from a running system.",
]


def slug(text: str, words: int = 4) -> str:
    """A lowercase identifier made of the first `words` words of `text`."""
    parts = re.findall(r"[a-z0-9]+", text.lower())
    return "_".join(parts[:words]) or "item"


def split_budget(rng: random.Random, total: int, parts: int) -> list[int]:
    """Split `total` into `parts` random positive integers (when possible)."""
    if parts <= 0:
        return []
    weights = [rng.uniform(0.6, 1.4) for _ in range(parts)]
    scale = sum(weights)
    shares = [max(1, int(total * w / scale)) for w in weights]
    shares[-1] = max(1, shares[-1] + total - sum(shares))
    return shares


class SettingsGenerator:
    """Builds one settings document of a given size from a seeded RNG."""

    def __init__(self, items: int, seed: int = DEFAULT_SEED) -> None:
        if items < 50:
            raise ValueError("at least 50 items are needed")
        self.items = items
        self.rng = random.Random(f"{seed}:{items}")
        self.keys: set[str] = set()
        self.keyed: list[dict[str, Any]] = []
        self.counts: Counter[str] = Counter()

    # -- document ---------------------------------------------------------

    def document(self) -> dict[str, Any]:
        """The whole settings document: title, root groups, values."""
        rng = self.rng
        low, high = (2, 5) if self.items >= 5000 else (1, 3) if self.items >= 1000 else (1, 1)
        per_group = [rng.randint(low, high) for _ in ROOT_GROUPS]
        top_panes = sum(per_group)
        budgets = iter(split_budget(rng, self.items - top_panes, top_panes))
        groups = []
        for (header, titles), count in zip(ROOT_GROUPS, per_group):
            panes = [self.pane(title, [slug(header, 2)], next(budgets), 1)
                     for title in titles[:count]]
            groups.append({"header": header, "items": panes})
        return {"title": "Kernel Configuration", "groups": groups, "values": self.values()}

    def pane(self, title: str, path: list[str], budget: int, depth: int) -> dict[str, Any]:
        """A pane row holding `budget` items below it (its own row excluded)."""
        rng = self.rng
        self.counts["pane"] += 1
        path = path + [slug(title, 2)]
        levels_left = MAX_DEPTH - depth
        if levels_left == 0 or (budget <= LEAF_MAX and not (depth == 1 and budget >= 10)):
            leaf_count, child_budgets = budget, []
        else:
            children = round((budget / LEAF_AVG) ** (1 / levels_left))
            children = max(1, min(9, children, budget // 10))
            leaf_count = LEAF_AVG - children + rng.randint(-4, 4)
            leaf_count = max(3, min(leaf_count, budget - 6 * children))
            remaining = budget - leaf_count
            child_budgets = split_budget(rng, remaining - children, children)
        rows = self.leaves(path, leaf_count)
        titles = {row["title"] for row in rows}
        for child_budget in child_budgets:
            child_title = self.unique_title(titles, self.pane_title)
            position = rng.randint(len(rows) // 2, len(rows))
            rows.insert(position, self.pane(child_title, path, child_budget, depth + 1))
        return {"type": "pane", "title": title, "groups": self.groups(rows)}

    def groups(self, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Cut a pane's rows into 1-5 sections with optional header and footer."""
        rng = self.rng
        count = max(1, min(5, len(rows) // 7))
        sizes = split_budget(rng, len(rows), count) if len(rows) >= count else [len(rows)]
        groups, start = [], 0
        headers = rng.sample(GROUP_HEADERS, len(sizes))
        for index, size in enumerate(sizes):
            group: dict[str, Any] = {}
            if index > 0 or rng.random() < 0.5:
                group["header"] = headers[index]
            if rng.random() < 0.2:
                group["footer"] = rng.choice(FOOTERS).format(s=rng.choice(SUBJECTS))
            group["items"] = rows[start:start + size]
            start += size
            groups.append(group)
        return groups

    # -- rows ---------------------------------------------------------------

    def leaves(self, path: list[str], count: int) -> list[dict[str, Any]]:
        """`count` value rows of mixed types, some depending on an earlier switch."""
        rng = self.rng
        rows: list[dict[str, Any]] = []
        titles: set[str] = set()
        controllers: list[str] = []
        makers = [self.switch, self.choice, self.number, self.text, self.info, self.list_item]
        weights = [40, 20, 15, 12, 11, 2]
        for _ in range(count):
            make = rng.choices(makers, weights)[0]
            row = make(path, titles)
            if controllers and rng.random() < 0.08:
                row["visibleWhen"] = {"key": rng.choice(controllers), "equals": True}
            elif row["type"] == "switch":
                controllers.append(row["key"])
            rows.append(row)
        return rows

    def subject(self) -> str:
        """A random subject, sometimes with a vendor in front."""
        subject = self.rng.choice(SUBJECTS)
        if self.rng.random() < 0.25:
            return f"{self.rng.choice(VENDORS)} {subject}"
        return subject

    def pane_title(self) -> str:
        """A kconfig-like menu title."""
        pattern = self.rng.choice(["{s} drivers", "{s} options", "{v} {s} devices",
                                   "{s}", "{s} support", "Advanced {s} settings"])
        return pattern.format(s=self.rng.choice(SUBJECTS), v=self.rng.choice(VENDORS))

    def unique_title(self, titles: set[str], make) -> str:
        """A title from `make()` not yet used on this screen.

        After a few clashes (fixed titles such as "Timer frequency") the
        subject is added in parentheses, then a number.
        """
        title = make()
        for attempt in range(20):
            if title not in titles:
                break
            title = make() if attempt < 5 else f"{make()} ({self.rng.choice(SUBJECTS)})"
        base, number = title, 2
        while title in titles:
            title, number = f"{base} {number}", number + 1
        titles.add(title)
        return title

    def new_key(self, path: list[str], title: str) -> str:
        """A dotted key unique in the file, from the pane path and the title."""
        base = ".".join(path[-3:] + [slug(title)])
        key, number = base, 2
        while key in self.keys:
            key, number = f"{base}_{number}", number + 1
        self.keys.add(key)
        return key

    def value_row(self, kind: str, path: list[str], titles: set[str], title_of) -> dict[str, Any]:
        """The common part of a row holding a value: type, key, title, help."""
        rng = self.rng
        title = self.unique_title(titles, title_of)
        row: dict[str, Any] = {"type": kind, "key": self.new_key(path, title), "title": title}
        if rng.random() < 0.1:
            row["subtitle"] = f"CONFIG_{slug(title).upper()}"
        if rng.random() < 0.3:
            row["help"] = rng.choice(HELP_TEXTS).format(s=title, slug=slug(title, 2))
        self.counts[kind] += 1
        self.keyed.append(row)
        return row

    def switch(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """A switch row, off by default two times in three."""
        rng = self.rng
        row = self.value_row("switch", path, titles, lambda: rng.choice(SWITCH_TITLES).format(
            s=self.subject(), s2=rng.choice(SUBJECTS), v=rng.choice(VENDORS)))
        row["default"] = rng.random() < 0.33
        return row

    def choice(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """A choice row with 3-8 object options."""
        rng = self.rng
        pattern, names = rng.choice(CHOICES)
        row = self.value_row("choice", path, titles,
                             lambda: pattern.format(s=self.subject()) if "{s}" in pattern
                             else f"{pattern} ({self.subject()})")
        names = names[:rng.randint(3, min(8, len(names)))]
        options = []
        for name in names:
            option = {"title": name, "value": slug(name, 3)}
            if len(name) > 20:
                option["short"] = name.split(" (")[0][:20]
            options.append(option)
        row["options"] = options
        row["default"] = rng.choice(options)["value"]
        return row

    def number(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """A number row with min, max, step, unit and a valid default."""
        rng = self.rng
        pattern, low, high, step, unit = rng.choice(NUMBERS)
        row = self.value_row("number", path, titles, lambda: pattern.format(
            s=self.subject(), t=rng.choice(THINGS)))
        row.update({"min": low, "max": high, "step": step})
        if unit:
            row["unit"] = unit
        row["default"] = low + step * rng.randint(0, (high - low) // step)
        return row

    def text(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """A text row, sometimes secure."""
        rng = self.rng
        pattern, default, placeholder, secure = rng.choice(TEXTS)
        row = self.value_row("text", path, titles, lambda: pattern.format(s=self.subject()))
        row["default"] = default.format(slug=slug(row["title"], 1))
        row["placeholder"] = placeholder
        if secure:
            row["secure"] = True
        return row

    def info(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """A read-only info row (no key)."""
        rng = self.rng
        pattern, values = rng.choice(INFOS)
        self.counts["info"] += 1
        title = self.unique_title(titles, lambda: pattern.format(s=self.subject()))
        return {"type": "info", "title": title, "value": rng.choice(values)}

    def list_item(self, path: list[str], titles: set[str]) -> dict[str, Any]:
        """An ordered list row whose entries come from its options."""
        rng = self.rng
        pattern, options = rng.choice(LISTS)
        row = self.value_row("list", path, titles, lambda: pattern.format(s=self.subject()))
        row["options"] = list(options)
        row["default"] = rng.sample(options, rng.randint(0, 3))
        return row

    # -- values -----------------------------------------------------------

    def values(self) -> dict[str, Any]:
        """Stored values for ~10 % of the keys, plus two keys unknown to the schema."""
        rng = self.rng
        chosen = sorted(rng.sample(range(len(self.keyed)), max(1, len(self.keyed) // 10)))
        values: dict[str, Any] = {}
        for index in chosen:
            row = self.keyed[index]
            values[row["key"]] = self.other_value(row)
        values["legacy.CONFIG_OLD_IDE_SUPPORT"] = True
        values["x-editor"] = {"lastScreen": "Device Drivers", "revision": 42}
        return values

    def other_value(self, row: dict[str, Any]) -> Any:
        """A valid value for `row`, different from its default when possible."""
        rng = self.rng
        kind = row["type"]
        if kind == "switch":
            return not row["default"]
        if kind == "choice":
            others = [o["value"] for o in row["options"] if o["value"] != row["default"]]
            return rng.choice(others)
        if kind == "number":
            return row["min"] + row["step"] * rng.randint(0, (row["max"] - row["min"]) // row["step"])
        if kind == "text":
            return "" if row.get("secure") else f"custom-{rng.randint(1, 999)}"
        return rng.sample(row["options"], rng.randint(1, 3))


LEAN_PER_PANE = 50     # rows per pane in the lean shape
LEAN_PANES_PER_GROUP = 100


class LeanGenerator:
    """The lean shape: short items with no help, 50 to a pane, and a wide root.

    Items look like `{"type": "switch", "key": "s1", "title": "Switch 1",
    "default": false}` (with some numbers, texts and two-option choices among
    them); every pane holds 50 rows in one group, and the root holds one pane
    row for every 50 items, in groups of 100 -- a root of 2,000 panes for
    100k items. A tree that is wide and shallow, where the rich shape is
    narrow and deep; about half the bytes per item.
    """

    def __init__(self, items: int, seed: int = DEFAULT_SEED) -> None:
        if items < LEAN_PER_PANE:
            raise ValueError(f"at least {LEAN_PER_PANE} items are needed")
        self.items = items
        self.rng = random.Random(f"lean:{seed}:{items}")

    def item(self, n: int) -> dict[str, Any]:
        roll = self.rng.random()
        if roll < 0.70:
            return {"type": "switch", "key": f"s{n}", "title": f"Switch {n}", "default": False}
        if roll < 0.85:
            return {"type": "number", "key": f"n{n}", "title": f"Number {n}", "min": 0, "max": 100,
                    "default": self.rng.randint(0, 100)}
        if roll < 0.95:
            return {"type": "text", "key": f"t{n}", "title": f"Text {n}", "default": f"v{n}"}
        return {"type": "choice", "key": f"c{n}", "title": f"Choice {n}",
                "options": ["low", "high"], "default": "low"}

    def document(self) -> dict[str, Any]:
        # The root's pane rows count as items too: n panes of 50 rows plus
        # the n pane rows make `items` in all.
        panes = max(1, self.items // (LEAN_PER_PANE + 1))
        rows, n = [], 0
        for p in range(panes):
            count = LEAN_PER_PANE if p < panes - 1 else self.items - panes - n
            items = [self.item(n + k) for k in range(count)]
            n += count
            rows.append({"type": "pane", "title": f"Pane {p}", "groups": [{"items": items}]})
        groups = [{"header": f"Panes {g}–{min(g + LEAN_PANES_PER_GROUP, panes) - 1}",
                   "items": rows[g:g + LEAN_PANES_PER_GROUP]}
                  for g in range(0, panes, LEAN_PANES_PER_GROUP)]
        return {"title": "Settings", "groups": groups, "values": {"s0": True}}


class DeepLeanGenerator(LeanGenerator):
    """The lean shape's items in a deep tree: no screen holds more than 50 rows.

    The panes of 50 items are filed under index panes of at most 50 pane
    rows each, level above level, until the root itself holds at most 50
    rows: 100k items make a root of 1 index row over 40 index panes. Every
    screen, the root included, costs about the same to draw whatever the
    file's size, which is what the scripted-session job needs to compare a
    1k-item file with a 100k-item one.
    """

    def document(self) -> dict[str, Any]:
        rows = []
        for group in super().document()["groups"]:
            rows.extend(group["items"])
        level = 0
        while len(rows) > LEAN_PER_PANE:
            level += 1
            rows = [{"type": "pane", "title": f"Index {level}.{i // LEAN_PER_PANE}",
                     "groups": [{"items": rows[i:i + LEAN_PER_PANE]}]}
                    for i in range(0, len(rows), LEAN_PER_PANE)]
        return {"title": "Settings", "groups": [{"items": rows}], "values": {"s0": True}}


SHAPES = {"rich": SettingsGenerator, "lean": LeanGenerator, "deep": DeepLeanGenerator}


def build_document(items: int, seed: int = DEFAULT_SEED, shape: str = "rich") -> dict[str, Any]:
    """The settings document with `items` rows (panes and infos included)."""
    return SHAPES[shape](items, seed).document()


INLINE_WIDTH = 72      # objects and arrays of scalars up to this long stay on one line


def dump(document: dict[str, Any]) -> str:
    """The document as 2-space indented JSON text with a final newline.

    Like a hand-kept file, a small object or array
    holding only scalars -- an option, a visibleWhen rule, a list's default --
    is written on one line.
    """
    parts: list[str] = []
    write_json(document, 0, parts)
    parts.append("\n")
    return "".join(parts)


def write_json(value: Any, level: int, parts: list[str]) -> None:
    """Append `value` as indented JSON, its first line starting at `level`."""
    scalar = (str, int, float, bool, type(None))
    if isinstance(value, dict):
        members = list(value.items())
        opening, closing = "{", "}"
    elif isinstance(value, list):
        members = [(None, item) for item in value]
        opening, closing = "[", "]"
    else:
        parts.append(json.dumps(value, ensure_ascii=False))
        return
    if not members:
        parts.append(opening + closing)
        return
    if all(isinstance(item, scalar) for _, item in members):
        inline = json.dumps(value, ensure_ascii=False)
        if len(inline) <= INLINE_WIDTH:
            parts.append(inline)
            return
    inner = "  " * (level + 1)
    parts.append(opening + "\n")
    for index, (name, item) in enumerate(members):
        parts.append(inner)
        if name is not None:
            parts.append(json.dumps(name, ensure_ascii=False) + ": ")
        write_json(item, level + 1, parts)
        parts.append(",\n" if index < len(members) - 1 else "\n")
    parts.append("  " * level + closing)


# -- reading any settings document ----------------------------------------

def iter_items(groups: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every item of `groups` and of the panes below, in document order."""
    for group in groups:
        for item in group.get("items", []):
            yield item
            if item.get("type") == "pane":
                yield from iter_items(item.get("groups", []))


def item_counts(document: dict[str, Any]) -> Counter[str]:
    """How many items of each type the document holds."""
    return Counter(item.get("type", "?") for item in iter_items(document["groups"]))


def pick_switch_key(document: dict[str, Any]) -> str:
    """A switch near the middle of the file that is off and has no stored value."""
    stored = document.get("values", {})
    candidates = [item["key"] for item in iter_items(document["groups"])
                  if item.get("type") == "switch" and item["key"] not in stored
                  and item.get("default") is False and "visibleWhen" not in item]
    if not candidates:
        raise ValueError("no switch that is off without a stored value")
    return candidates[len(candidates) // 2]


# -- the scripted-session command list -------------------------------------

class ScriptWriter:
    """Walks the screens of a document like a person would, and records commands.

    It keeps the current values, so row numbers follow the visibility rules
    of the session: hidden rows and `info` rows carry no number.
    """

    def __init__(self, document: dict[str, Any], seed: int) -> None:
        self.rng = random.Random(f"script:{seed}")
        self.values = dict(document.get("values", {}))
        self.defaults = {item["key"]: item.get("default") for item in iter_items(document["groups"])
                         if item.get("key")}
        for group in iter_items_groups(document["groups"]):
            if group.get("type") == "radio":
                self.defaults[group["key"]] = group.get("default")
        # A screen is ("pane", groups) or ("choice", item, chosen_yet).
        self.stack: list[tuple] = [("pane", document["groups"])]

    def value(self, key: str) -> Any:
        """The current value of `key`: stored, else its default."""
        return self.values.get(key, self.defaults.get(key))

    def visible(self, element: dict[str, Any]) -> bool:
        """Whether an item or group is shown with the current values."""
        rule = element.get("visibleWhen")
        if not rule:
            return True
        current = self.value(rule["key"])
        if "in" in rule:
            return current in rule["in"]
        return current == rule.get("equals")

    def numbered_rows(self, groups: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
        """(row number, item) of the selectable rows of a pane screen."""
        rows: list[tuple[int, dict[str, Any]]] = []
        for group in groups:
            if not self.visible(group):
                continue
            if group.get("type") == "radio":
                for _ in group.get("options", []):
                    rows.append((len(rows) + 1, {"type": "radio-option"}))
                continue
            for item in group.get("items", []):
                if item.get("type") != "info" and self.visible(item):
                    rows.append((len(rows) + 1, item))
        return rows

    def pane_step(self, groups: list[dict[str, Any]]) -> str:
        """One command on a pane screen: enter a pane, toggle, open a choice, back, show."""
        rng = self.rng
        by_type: dict[str, list[tuple[int, dict[str, Any]]]] = {}
        for number, item in self.numbered_rows(groups):
            by_type.setdefault(item["type"], []).append((number, item))
        actions = [("show", 5)]
        if by_type.get("pane"):
            actions.append(("pane", 30))
        if by_type.get("switch"):
            actions.append(("switch", 30))
        if by_type.get("choice"):
            actions.append(("choice", 15))
        if len(self.stack) > 1:
            actions.append(("back", 20))
        action = rng.choices([a for a, _ in actions], [w for _, w in actions])[0]
        if action == "show":
            return "show"
        if action == "back":
            self.stack.pop()
            return "back"
        number, item = rng.choice(by_type[action])
        if action == "pane":
            self.stack.append(("pane", item.get("groups", [])))
        elif action == "choice":
            self.stack.append(("choice", item, False))
        else:
            on, off = item.get("on", True), item.get("off", False)
            self.values[item["key"]] = off if self.value(item["key"]) == on else on
        return str(number)

    def choice_step(self, item: dict[str, Any], chosen: bool) -> str:
        """One command on a choice list: choose an option, then go back."""
        rng = self.rng
        action = rng.choices(["choose", "back", "show"], [15, 80, 5] if chosen else [85, 10, 5])[0]
        if action == "back":
            self.stack.pop()
            return "back"
        if action == "show":
            return "show"
        options = item["options"]
        index = rng.randrange(len(options))
        option = options[index]
        self.values[item["key"]] = option["value"] if isinstance(option, dict) else option
        self.stack[-1] = ("choice", item, True)
        return str(index + 1)

    def commands(self, count: int) -> list[str]:
        """`count` commands, the last one being `done` (never from a choice list)."""
        lines: list[str] = []
        while len(lines) < count - 1:
            screen = self.stack[-1]
            if screen[0] == "choice":
                if len(lines) == count - 2:
                    self.stack.pop()
                    lines.append("back")
                else:
                    lines.append(self.choice_step(screen[1], screen[2]))
            else:
                lines.append(self.pane_step(screen[1]))
        lines.append("done")
        return lines


def iter_items_groups(groups: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every group of `groups` and of the panes below."""
    for group in groups:
        yield group
        for item in group.get("items", []):
            if item.get("type") == "pane":
                yield from iter_items_groups(item.get("groups", []))


def build_script(document: dict[str, Any], commands: int, seed: int = DEFAULT_SEED) -> str:
    """The scripted-session input: `commands` lines ending with `done`."""
    return "\n".join(ScriptWriter(document, seed).commands(commands)) + "\n"


def write_if_changed(path: str, text: str) -> None:
    """Write `text` to `path` unless the file already holds exactly it."""
    data = text.encode("utf-8")
    try:
        with open(path, "rb") as file:
            if file.read() == data:
                return
    except OSError:
        pass
    with open(path, "wb") as file:
        file.write(data)


def main(argv: list[str] | None = None) -> int:
    """Command line: write a settings file (and optionally its session script).

    Prints a one-line JSON summary on stdout: path, seed, items, bytes, counts
    per type, and `switch_key` (a switch that is off with no stored value).
    """
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="path of the settings file to write")
    parser.add_argument("--items", type=int, required=True, help="number of items (rows)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--shape", choices=sorted(SHAPES), default="rich",
                        help="rich: kconfig-like, deep, long help texts (default); "
                             "lean: short items, 50 to a pane, a wide root")
    parser.add_argument("--script", help="also write a scripted-session command list here")
    parser.add_argument("--commands", type=int, default=100_000,
                        help="number of commands in the script (default 100000)")
    args = parser.parse_args(argv)
    document = build_document(args.items, args.seed, args.shape)
    text = dump(document)
    write_if_changed(args.out, text)
    counts = item_counts(document)
    summary = {"path": args.out, "seed": args.seed, "items": sum(counts.values()),
               "bytes": len(text.encode()),
               "counts": dict(sorted(counts.items())), "switch_key": pick_switch_key(document)}
    if args.script:
        write_if_changed(args.script, build_script(document, args.commands, args.seed))
        summary |= {"script": args.script, "commands": args.commands}
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
