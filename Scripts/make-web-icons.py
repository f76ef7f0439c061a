#!/usr/bin/env python3
"""Draws the web app's PNG icons (192 and 512 px) to match icon.svg; standard library only.

Run from the package root: python3 Scripts/make-web-icons.py
"""
import math
import struct
import zlib
from pathlib import Path

FOLDER = Path("Sources/AndoraWeb/Resources/web")
BACKGROUND, GRID, X, O = (0x2B, 0x3A, 0x55), (0xF6, 0xF4, 0xEF), (0xFF, 0x8A, 0x70), (0x2D, 0xD4, 0xBF)


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def coverage(distance, half_width):
    """Anti-aliased coverage of a stroke at this distance from its centre line (units of 512)."""
    return max(0.0, min(1.0, half_width - distance + 0.5))


def shapes():
    """(colour, opacity, distance function, half width) in the 512-unit square of icon.svg."""
    lines = [(192, 96, 192, 416), (320, 96, 320, 416), (96, 192, 416, 192), (96, 320, 416, 320)]
    crosses = [(108, 108, 168, 168), (168, 108, 108, 168), (344, 344, 404, 404), (404, 344, 344, 404)]
    # One path in icon.svg: its crossings are not painted twice.
    yield GRID, 0.55, (lambda x, y: min(segment_distance(x, y, *line) for line in lines)), 10
    for line in crosses:
        yield X, 1.0, (lambda x, y, l=line: segment_distance(x, y, *l)), 12
    yield O, 1.0, (lambda x, y: abs(math.hypot(x - 256, y - 256) - 36)), 12


def inside_rounded_square(x, y, radius=96, size=512):
    cx = min(max(x, radius), size - radius)
    cy = min(max(y, radius), size - radius)
    return coverage(math.hypot(x - cx, y - cy), radius)


def pixel(x, y, scale):
    ux, uy = (x + 0.5) * scale, (y + 0.5) * scale
    alpha = inside_rounded_square(ux, uy)
    colour = list(BACKGROUND)
    for paint, opacity, distance, half in shapes():
        amount = coverage(distance(ux, uy) / scale, half / scale) * opacity
        colour = [c + (p - c) * amount for c, p in zip(colour, paint)]
    return bytes(round(c) for c in colour) + bytes([round(alpha * 255)])


def png(size):
    scale = 512 / size
    rows = b"".join(b"\x00" + b"".join(pixel(x, y, scale) for x in range(size)) for y in range(size))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


for size in (192, 512):
    (FOLDER / f"icon-{size}.png").write_bytes(png(size))
    print(f"wrote {FOLDER}/icon-{size}.png")
