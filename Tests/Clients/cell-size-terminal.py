#!/usr/bin/env python3
"""A terminal in the middle, for CellSizeQueryTmuxTests: runs a program on a pseudo-terminal of
the pane's size whose pixel fields are 0 (as screen leaves them), relays bytes both ways, and
takes XTWINOPS `CSI 16 t` and device attributes `CSI c` out of the program's output. With
`answer`, it replies to both as a terminal whose cells are 10 x 14 pixels would; with `silent`,
it replies to neither, as a terminal that ignores them. Exits with the program's status.

Usage: cell-size-terminal.py answer|silent PROGRAM [ARGUMENT...]"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import tty

CELL_SIZE_REQUEST, ATTRIBUTES_REQUEST = b"\x1b[16t", b"\x1b[c"
CELL_SIZE_REPLY, ATTRIBUTES_REPLY = b"\x1b[6;14;10t", b"\x1b[?62;22c"


def main():
    mode, program = sys.argv[1], sys.argv[2:]
    rows, columns = struct.unpack("HHHH", fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))[:2]
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        os.execvp(program[0], program)
    saved = termios.tcgetattr(0)
    tty.setraw(0)
    try:
        relay(master, mode == "answer")
    finally:
        termios.tcsetattr(0, termios.TCSANOW, saved)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status))


def relay(master, answers):
    while True:
        ready, _, _ = select.select([0, master], [], [])
        if master in ready:
            try:
                output = os.read(master, 65536)
            except OSError:
                return
            if not output:
                return
            for request, reply in ((CELL_SIZE_REQUEST, CELL_SIZE_REPLY), (ATTRIBUTES_REQUEST, ATTRIBUTES_REPLY)):
                if request in output:
                    output = output.replace(request, b"")
                    if answers:
                        os.write(master, reply)
            os.write(1, output)
        if 0 in ready:
            os.write(master, os.read(0, 1024))


main()
