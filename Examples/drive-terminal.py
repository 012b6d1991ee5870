#!/usr/bin/env python3
"""Drives a built example at a pseudo-terminal, as a person would, following
a dialogue file: a line `< TEXT` waits until TEXT has appeared (with a
deadline; nothing sleeps), a line `> LINE` types LINE and Return, a line
`# …` or an empty one is a comment. Ends 0 when the dialogue is done and the
program exited 0. Usage: drive-terminal.py BINARY DIALOGUE"""
import os, pty, select, sys, time

binary, dialogue = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.chdir(os.path.dirname(os.path.abspath(dialogue)))
    os.environ["TERM"] = "dumb"
    os.execv(binary, [binary])

seen = b""

def wait_for(text, seconds=20):
    """Reads until `text` has appeared since the last wait, or fails at the deadline."""
    global seen
    deadline = time.monotonic() + seconds
    while text.encode() not in seen:
        left = deadline - time.monotonic()
        if left <= 0:
            sys.exit(f"drive-terminal: no {text!r} within {seconds} s; the terminal showed:\n{seen.decode(errors='replace')}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                sys.exit(f"drive-terminal: the program ended before {text!r}; it showed:\n{seen.decode(errors='replace')}")
            seen += chunk
    seen = seen[seen.index(text.encode()) + len(text):]

with open(dialogue, encoding="utf-8") as steps:
    for number, step in enumerate(steps.read().splitlines(), 1):
        if not step or step.startswith("#"):
            continue
        if step.startswith("< "):
            wait_for(step[2:])
        elif step.startswith("> "):
            os.write(fd, step[2:].encode() + b"\r")
        else:
            sys.exit(f"drive-terminal: {dialogue}:{number}: a step starts with '< ', '> ' or '#'")

_, status = os.waitpid(pid, 0)
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"drive-terminal: the program exited with {os.waitstatus_to_exitcode(status)}")
