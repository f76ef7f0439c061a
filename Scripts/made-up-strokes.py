#!/usr/bin/env python3
"""Writes Tests/Fixtures/strokes/madeup.jsonl: shapes that players draw with a finger and that the
people of dev.jsonl never drew, made up by this program in dev.jsonl's format (docs/INK.md,
"Made-up players").

- `hurried-o` (label `o`): an ellipse drawn fast in one stroke that does not close: a gap at the end,
  or run past its start, spiralling in or out; elongated, tilted, lopsided, sparsely sampled.
- `looped-bow` (label `other`): a bow drawn in one stroke round two loops that cross in its middle: a
  round figure-eight, a bow tie of straight sides, or a ribbon of pointed loops with short tails.

Each made-up player (`subject`) has a hand of their own (way round, where they start, how long, tilted
and fast their shapes are, their device's sampling rate) and draws three of each. Run from the
package root: `python3 Scripts/made-up-strokes.py`; the same seed writes the same file.
"""
import json
import math
import random

PLAYERS = 240
EACH = 3
PATH = "Tests/Fixtures/strokes/madeup.jsonl"


class Hand:
    """One player's way of drawing."""

    def __init__(self, rng):
        self.way = 1 if rng.random() < 0.7 else -1          # 1: anticlockwise on the screen
        self.start = rng.gauss(-math.pi / 2, 0.6)           # where an O begins (y down: -pi/2 is the top)
        self.aspect = rng.uniform(0.35, 0.85)               # an O's short axis over its long one
        self.tilt = rng.uniform(-math.pi / 2, math.pi / 2)  # its long axis's direction
        self.rate = rng.choice([60, 120, 120])              # touch events a second
        self.ms_per_turn = rng.uniform(120, 260)            # how long a whole turn takes
        self.size = rng.uniform(45, 110)                    # pixels across
        self.shake = rng.uniform(0.003, 0.012)              # jitter, a share of the size


def ease(fraction, amount):
    """A stroke that speeds up and slows down: 0 is even speed, 1 a smooth start and stop."""
    return (1 - amount) * fraction + amount * fraction * fraction * (3 - 2 * fraction)


def timed(rng, hand, path, milliseconds):
    """Points of `path(fraction)` as a touch screen samples them over `milliseconds`, with jitter."""
    count = max(6, round(milliseconds * hand.rate / 1000))
    amount = rng.uniform(0, 0.7)
    points = []
    for step in range(count + 1):
        x, y = path(ease(step / count, amount))
        points.append([x + rng.gauss(0, hand.shake), y + rng.gauss(0, hand.shake), step * 1000 / hand.rate])
    return points


def hurried_o(rng, hand):
    aspect = min(1, max(0.3, hand.aspect + rng.gauss(0, 0.08)))
    tilt = hand.tilt + rng.gauss(0, 0.15)
    start = hand.start + rng.gauss(0, 0.4)
    kind = rng.choice(["gap", "gap", "gap", "past", "spiral"])
    sweep = {"gap": rng.uniform(0.72, 0.9), "past": rng.uniform(1.03, 1.25), "spiral": rng.uniform(0.9, 1.2)}[kind]
    drift = rng.uniform(-0.3, 0.3) if kind == "spiral" else rng.uniform(-0.06, 0.06)
    bumps = [(harmonic, rng.uniform(0, 0.06), rng.uniform(0, 2 * math.pi)) for harmonic in (2, 3)]

    def path(fraction):
        angle = start - hand.way * 2 * math.pi * sweep * fraction
        radius = 1 + drift * fraction + sum(size * math.cos(harmonic * angle + phase) for harmonic, size, phase in bumps)
        x, y = 0.5 * radius * math.cos(angle), aspect / 2 * radius * math.sin(angle)
        return x * math.cos(tilt) - y * math.sin(tilt), x * math.sin(tilt) + y * math.cos(tilt)

    return kind, timed(rng, hand, path, hand.ms_per_turn * sweep * rng.uniform(0.85, 1.2))


def looped_bow(rng, hand):
    kind = rng.choice(["eight", "tie", "ribbon"])
    height = rng.uniform(0.45, 1)                           # the loops' height over the bow's width
    turn = rng.uniform(0, 2 * math.pi) if rng.random() < 0.3 else rng.gauss(0, 0.3)
    lopsided = rng.uniform(0.75, 1.25)                      # one loop wider than the other
    way = rng.choice([1, -1])
    if kind == "eight":
        # Gerono's lemniscate, begun anywhere and run about once round.
        start = rng.uniform(0, 2 * math.pi)
        sweep = rng.uniform(0.97, 1.1)

        def shape(fraction):
            t = start + way * 2 * math.pi * sweep * fraction
            return math.cos(t), 2 * height * math.sin(t) * math.cos(t)
    elif kind == "tie":
        # Two straight sides and two crossing diagonals, back to the first corner.
        corners = [(-1, -height), (1, height), (1, -height), (-1, height), (-1, -height)]
        first = rng.randrange(4)
        corners = corners[first:4] + corners[:first + 1]
        if way < 0:
            corners.reverse()
        corners[-1] = tuple(c + rng.gauss(0, 0.08) for c in corners[-1])

        def shape(fraction):
            where = min(fraction * 4, 3.999)
            (x0, y0), (x1, y1) = corners[int(where)], corners[int(where) + 1]
            part = where - int(where)
            return x0 + (x1 - x0) * part, y0 + (y1 - y0) * part
    else:
        # Bernoulli's lemniscate from its pointed middle round both loops, with a short tail at each end.
        tails = (rng.uniform(0, 0.3), rng.uniform(0, 0.3))

        def loops(along):
            t = math.pi / 2 + way * 2 * math.pi * along
            s = math.sin(t)
            return math.cos(t) / (1 + s * s), height / 0.354 * s * math.cos(t) / (1 + s * s)

        def shape(fraction):
            along = fraction * (1 + tails[0] + tails[1]) - tails[0]
            end = min(1, max(0, along))
            if along == end:
                return loops(along)
            (x0, y0), (x1, y1) = loops(end), loops(end + (0.01 if end == 0 else -0.01))
            reach = abs(along - end) / 0.01 * 0.7 / 2 / math.pi  # along the tangent at the loops' speed
            return x0 + (x0 - x1) * reach, y0 + (y0 - y1) * reach

    def path(fraction):
        x, y = shape(fraction)
        x *= lopsided if x > 0 else 1
        return 0.5 * (x * math.cos(turn) - y * math.sin(turn)), 0.5 * (x * math.sin(turn) + y * math.cos(turn))

    return kind, timed(rng, hand, path, hand.ms_per_turn * rng.uniform(1.6, 2.6))


def number(value):
    rounded = round(value, 1)
    return int(rounded) if rounded == int(rounded) else rounded


def main():
    rng = random.Random(7)
    lines = []
    for player in range(PLAYERS):
        hand = Hand(rng)
        subject = f"p{player:03d}"
        origin = (rng.uniform(100, 300), rng.uniform(100, 500))
        for draw, label in ((hurried_o, "o"), (looped_bow, "other")):
            for index in range(EACH):
                kind, points = draw(rng, hand)
                stroke = [[number(origin[0] + x * hand.size), number(origin[1] + y * hand.size), number(t)] for x, y, t in points]
                name = draw.__name__.replace("_", "-")
                lines.append({"id": f"madeup/{subject}/{name}-{index + 1}", "source": "madeup", "subject": subject,
                              "name": f"{name} ({kind})", "label": label, "strokes": [stroke]})
    lines.sort(key=lambda line: line["id"])
    with open(PATH, "w") as file:
        for line in lines:
            file.write(json.dumps(line, separators=(",", ":")) + "\n")
    print(f"wrote {PATH}: {len(lines)} drawings by {PLAYERS} made-up players")


if __name__ == "__main__":
    main()
