#!/usr/bin/env python3
"""Drives the built Customer example at a pseudo-terminal, as a person would:
it must offer readline's prompt (`Create a Customer> `), ask for a value at
its own prompt, and save. Each step waits for the text it expects, with a
deadline; nothing sleeps. Usage: drive-terminal.py BINARY"""
import os, pty, re, select, sys, time

binary = sys.argv[1]
pid, fd = pty.fork()
if pid == 0:
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

def answer(line):
    os.write(fd, line.encode() + b"\r")

wait_for("Create a Customer> ")
answer("first")
wait_for("First name: ")
answer("Ann")
wait_for("Create a Customer> ")
answer("5")
wait_for("[on]")
wait_for("Create a Customer> ")
answer("done")
wait_for("Saved 2 changes to Customer.")
wait_for('"firstName" : "Ann"')
_, status = os.waitpid(pid, 0)
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"drive-terminal: the program exited with {os.waitstatus_to_exitcode(status)}")
print("Examples/Customer: at a terminal, readline's prompts asked and the customer was saved")
