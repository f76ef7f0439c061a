#!/usr/bin/env python3
"""Plays a match between two engines that speak UGI, and prints the score.

    Scripts/match.py --engine1 "andora ugi" --engine2 "/work/ext/mcthouacbb_uttt/uttt" \
        --games 40 --movetime 50 --rules standard --opening-plies 4 --seed 1

Games come in pairs: both start from the same random opening (--opening-plies random legal
moves) and the engines swap colours between them, so neither gains from a lucky opening or from
moving first. Every move is checked here, by this script's own copy of the rules: an illegal
move, a missing answer or a crash loses the game for that engine. Engines are started once and
kept for the whole match (`uginewgame` between games). Results go to standard output, one line
per game and a summary; --log also keeps each game's moves.
"""
import argparse
import random
import shlex
import subprocess
import sys
import time

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def has_line(cells):
    """Whether a set of keypad positions 0-8 holds a row, column or diagonal."""
    return any(all(c in cells for c in line) for line in LINES)


def cell_name(field, slot):
    """The notation of a cell (e5) from its mini-field and slot, both keypad order."""
    column = field % 3 * 3 + slot % 3
    row = 8 - (field // 3 * 3 + slot // 3)
    return "abcdefghi"[column] + str(row + 1)


def parse_cell(text):
    """(field, slot) of a cell in notation, or None if it names no cell of the 9x9 field."""
    if len(text) != 2 or text[0] not in "abcdefghi" or text[1] not in "123456789":
        return None
    column, row = "abcdefghi".index(text[0]), int(text[1]) - 1
    return (2 - row // 3) * 3 + column // 3, (2 - row % 3) * 3 + column % 3


class Game:
    """The rules of Andora (`first`, `any`) and standard ultimate tic-tac-toe, plainly written."""

    def __init__(self, rules):
        self.rules = rules
        self.marks = {}  # (field, slot) -> 0 for X, 1 for O
        self.counting = [set(), set()]  # mini-fields that count for X and for O
        self.closed = set()  # standard rules: won or full mini-boards
        self.mover = 0
        self.allowed = set(range(9))
        self.result = None  # None while playing, else 0 (X won), 1 (O won) or 2 (draw)
        self.moves = []

    def cells(self, field, player):
        return {slot for slot in range(9) if self.marks.get((field, slot)) == player}

    def is_full(self, field):
        return all((field, slot) in self.marks for slot in range(9))

    def legal_moves(self):
        if self.result is not None:
            return []
        return [(f, s) for f in sorted(self.allowed) for s in range(9) if (f, s) not in self.marks]

    def play(self, move):
        field, slot = move
        player = self.mover
        self.marks[move] = player
        self.moves.append(cell_name(field, slot))
        line = has_line(self.cells(field, player))
        if self.rules == "first":
            if line and field not in self.counting[0] | self.counting[1]:
                self.counting[player].add(field)
        elif self.rules == "any":
            if line:
                self.counting[player].add(field)
        else:
            if line:
                self.counting[player].add(field)
                self.closed.add(field)
            elif self.is_full(field):
                self.closed.add(field)
        self.mover = 1 - player
        if field in self.counting[player] and has_line(self.counting[player]):
            self.result = player
        elif self.rules == "standard":
            open_fields = set(range(9)) - self.closed
            self.allowed = {slot} if slot in open_fields else open_fields
            if not open_fields:
                self.result = 2
        elif self.is_full(slot):
            self.result = 2
        else:
            self.allowed = {slot}


class Engine:
    """A UGI engine in a subprocess."""

    def __init__(self, command, name):
        self.name = name
        self.command = command
        self.process = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("ugi")
        self.wait_for("ugiok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError(f"{self.name} closed its output")
            if line.startswith(prefix):
                return line.strip()

    def best_move(self, moves, go):
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send("go " + go)
        return self.wait_for("bestmove").split()[1]

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=2)
        except Exception:
            self.process.kill()


def random_opening(rules, plies, generator):
    """Random legal moves from the start that do not end the game."""
    while True:
        game = Game(rules)
        for _ in range(plies):
            game.play(generator.choice(game.legal_moves()))
        if game.result is None:
            return game.moves


def play_game(engines, rules, opening, go):
    """Plays one game, engines[0] as X; returns (result, moves, note): result 0/1/2 as in Game."""
    game = Game(rules)
    for text in opening:
        game.play(parse_cell(text))
    for engine in engines:
        engine.send("uginewgame")
    while game.result is None:
        engine = engines[game.mover]
        try:
            answer = engine.best_move(game.moves, go)
        except (EOFError, BrokenPipeError, IndexError) as error:
            return 1 - game.mover, game.moves, f"{engine.name} failed: {error}"
        move = parse_cell(answer)
        if move not in game.legal_moves():
            return 1 - game.mover, game.moves, f"{engine.name} played illegal {answer}"
        game.play(move)
    return game.result, game.moves, ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine1", required=True, help="command of the first engine")
    parser.add_argument("--engine2", required=True, help="command of the second engine")
    parser.add_argument("--name1", default="engine1")
    parser.add_argument("--name2", default="engine2")
    parser.add_argument("--games", type=int, default=40, help="games, rounded up to an even number")
    parser.add_argument("--movetime", type=int, default=50, help="milliseconds a move")
    parser.add_argument("--go", help="the go command's arguments instead of movetime (e.g. 'nodes 1000')")
    parser.add_argument("--rules", choices=["first", "any", "standard"], default="standard")
    parser.add_argument("--opening-plies", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--log", help="file to write each game's moves to")
    arguments = parser.parse_args()

    generator = random.Random(arguments.seed)
    go = arguments.go or f"movetime {arguments.movetime}"
    first = Engine(arguments.engine1, arguments.name1)
    second = Engine(arguments.engine2, arguments.name2)
    wins = losses = draws = 0
    log = open(arguments.log, "w") if arguments.log else None
    started = time.monotonic()
    try:
        for pair in range((arguments.games + 1) // 2):
            opening = random_opening(arguments.rules, arguments.opening_plies, generator)
            for first_is_x in (True, False):
                engines = [first, second] if first_is_x else [second, first]
                result, moves, note = play_game(engines, arguments.rules, opening, go)
                if result == 2:
                    draws += 1
                    outcome = "draw"
                elif (result == 0) == first_is_x:
                    wins += 1
                    outcome = f"{first.name} wins"
                else:
                    losses += 1
                    outcome = f"{second.name} wins"
                x_name = engines[0].name
                print(f"game {2 * pair + (1 if first_is_x else 2)}: {x_name} as X, {outcome} in {len(moves)} plies"
                      + (f" ({note})" if note else ""), flush=True)
                if log:
                    log.write(f"{x_name} X, {outcome}: {' '.join(moves)}\n")
                    log.flush()
    finally:
        first.close()
        second.close()
        if log:
            log.close()
    games = wins + losses + draws
    score = wins + draws / 2
    print(f"{first.name} vs {second.name}, {arguments.rules}, {go}, {games} games: "
          f"+{wins} -{losses} ={draws}, {score}/{games} = {100 * score / games:.1f} % "
          f"for {first.name} ({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    sys.exit(main())
