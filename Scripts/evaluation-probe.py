#!/usr/bin/env python3
"""How much a small network could add to the expert's evaluation (docs/ENGINE.md, "A network
beside the chances"). An experiment, not part of the product: it needs numpy and builds nothing.

    andora tune --rules standard --games 10000 --held-out 500 --dump /tmp/positions
    python3 Scripts/evaluation-probe.py /tmp/positions --hidden 32 --residual --epochs 4

Reads the positions `andora tune --dump` wrote (standard rules), describes each for the player to
move (their 81 cells, the other's 81, the mini-fields each has taken, the tied ones, where the move
must go), and fits a network of one hidden layer to the games' results, every batch turned or
flipped at random by one of the board's eight symmetries. With --residual the network adds to the
shipped evaluation (through the logistic curve fitted to it) instead of replacing it. Prints the
squared error of the predicted results on the held-out games: the shipped evaluation's first, then
the network's after each pass.
"""
import argparse
from multiprocessing import Pool

import numpy as np

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
HAS_LINE = np.array([any(all(mask >> i & 1 for i in line) for line in LINES) for mask in range(512)])
MINE, THEIRS, TAKEN_MINE, TAKEN_THEIRS, TIED, NEXT, FREE = 0, 81, 162, 171, 180, 189, 198
INPUTS = 199


def describe(line):
    """The inputs of one dumped position, its result for the player to move and the shipped evaluation."""
    _, rows, side, _, last, result, evaluation = line.split()
    inputs = np.zeros(INPUTS, np.uint8)
    mover = "x" if side == "X" else "o"
    marks, occupied = [[0] * 9, [0] * 9], [0] * 9
    for index, row in enumerate(rows.split("/")):
        y, x = 8 - index, 0
        for sign in row:
            if sign.isdigit():
                x += int(sign)
                continue
            field, slot = y // 3 * 3 + x // 3, y % 3 * 3 + x % 3
            whose = 0 if sign == mover else 1
            marks[whose][field] |= 1 << slot
            occupied[field] |= 1 << slot
            inputs[(MINE, THEIRS)[whose] + field * 9 + slot] = 1
            x += 1
    closed = []
    for field in range(9):
        mine, theirs = HAS_LINE[marks[0][field]], HAS_LINE[marks[1][field]]
        tied = occupied[field] == 511 and not (mine or theirs)
        inputs[TAKEN_MINE + field], inputs[TAKEN_THEIRS + field], inputs[TIED + field] = mine, theirs, tied
        closed.append(mine or theirs or occupied[field] == 511)
    if last == "0000":
        inputs[FREE] = 1
    else:
        x, y = ord(last[0]) - ord("a"), int(last[1:]) - 1
        sent = y % 3 * 3 + x % 3
        inputs[FREE if closed[sent] else NEXT + sent] = 1
    return inputs, float(result), float(evaluation)


def describe_all(lines):
    described = [describe(line) for line in lines]
    return (np.array([d[0] for d in described]), np.array([d[1] for d in described], np.float32),
            np.array([d[2] for d in described], np.float32))


def load(path):
    lines = open(path).read().splitlines()
    with Pool() as pool:
        parts = pool.map(describe_all, [lines[i:i + 100_000] for i in range(0, len(lines), 100_000)])
    return tuple(np.concatenate([part[k] for part in parts]) for k in range(3))


def symmetries():
    """For each of the board's eight symmetries, where each input comes from."""
    def image(k, y, x, n):
        if k & 1:
            y, x = x, y
        return (n - 1 - y if k & 2 else y), (n - 1 - x if k & 4 else x)
    orders = []
    for k in range(8):
        order = np.arange(INPUTS)
        for y in range(9):
            for x in range(9):
                y2, x2 = image(k, y, x, 9)
                source = (y // 3 * 3 + x // 3) * 9 + y % 3 * 3 + x % 3
                target = (y2 // 3 * 3 + x2 // 3) * 9 + y2 % 3 * 3 + x2 % 3
                order[MINE + target], order[THEIRS + target] = MINE + source, THEIRS + source
        for base in (TAKEN_MINE, TAKEN_THEIRS, TIED, NEXT):
            for y in range(3):
                for x in range(3):
                    y2, x2 = image(k, y, x, 3)
                    order[base + y2 * 3 + x2] = base + y * 3 + x
        orders.append(order)
    return orders


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dump", help="the PATH given to andora tune --dump")
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--residual", action="store_true")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--save", help="write the fitted weights here as little-endian 32-bit floats: the "
                        "inputs' weights (199 rows of --hidden), the hidden biases, the output weights, the output "
                        "bias, the evaluation's extra weight and the logistic slope")
    args = parser.parse_args()
    random = np.random.default_rng(1)
    inputs, results, evaluations = load(args.dump + ".train")
    check_inputs, check_results, check_evaluations = load(args.dump + ".check")
    check_inputs = check_inputs.astype(np.float32)

    def logistic(z):
        return 1 / (1 + np.exp(-z))

    def error(predicted, wanted):
        return float(np.mean((predicted - wanted) ** 2))

    slope = min(np.arange(0.5, 8, 0.1), key=lambda s: error(logistic(s * evaluations / 1000), results))
    print(f"shipped evaluation (slope {slope:.1f}): held out {error(logistic(slope * check_evaluations / 1000), check_results):.5f}")
    base, check_base = slope * evaluations / 1000, slope * check_evaluations / 1000
    weights = [random.normal(0, 1 / np.sqrt(30), (INPUTS, args.hidden)).astype(np.float32),
               np.zeros(args.hidden, np.float32), random.normal(0, 0.1, args.hidden).astype(np.float32),
               np.zeros(1, np.float32), np.zeros(1, np.float32)]
    moments = [np.zeros_like(w) for w in weights]
    squares = [np.zeros_like(w) for w in weights]

    def forward(x, shipped):
        hidden = np.maximum(x @ weights[0] + weights[1], 0)
        z = hidden @ weights[2] + weights[3][0]
        return hidden, z + (1 + weights[4][0]) * shipped if args.residual else z

    orders, step = symmetries(), 0
    for epoch in range(args.epochs):
        for batch in np.array_split(random.permutation(len(results)), max(1, len(results) // 1024)):
            x = inputs[batch][:, orders[random.integers(8)]].astype(np.float32)
            hidden, z = forward(x, base[batch])
            p = logistic(z)
            dz = 2 * (p - results[batch]) * p * (1 - p) / len(batch)
            dhidden = np.outer(dz, weights[2]) * (hidden > 0)
            gradients = [x.T @ dhidden, dhidden.sum(0), hidden.T @ dz, np.array([dz.sum()]),
                         np.array([(dz * base[batch]).sum()]) if args.residual else np.zeros(1, np.float32)]
            step += 1
            for k, gradient in enumerate(gradients):
                moments[k] = 0.9 * moments[k] + 0.1 * gradient
                squares[k] = 0.999 * squares[k] + 0.001 * gradient ** 2
                weights[k] -= 1e-3 * (moments[k] / (1 - 0.9 ** step)) / (np.sqrt(squares[k] / (1 - 0.999 ** step)) + 1e-8)
        _, z = forward(check_inputs, check_base)
        print(f"pass {epoch + 1}: held out {error(logistic(z), check_results):.5f}", flush=True)
    if args.save:
        floats = [w.ravel() for w in weights] + [np.array([slope], np.float32)]
        np.concatenate(floats).astype("<f4").tofile(args.save)


if __name__ == "__main__":
    main()
