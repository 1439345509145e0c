#!/usr/bin/env python3
"""Makes the demo tournament in sessions/turnier-demo/ with the program's own commands:
28 players (seed 000: 7 tables of 4 drawn by lot), three points rounds — round 1 from cards,
round 2 from the tables' session files, round 3 partly each — and a knock-out round of the top 8.
Deterministic (fixed seeds). Usage: tools/make-demo-tournament.py target/release/schocken"""
import json, random, re, shutil, subprocess, sys
from pathlib import Path

BIN = sys.argv[1]
DIR = Path(__file__).resolve().parent.parent / "sessions" / "turnier-demo"
random.seed(28)

def run(*args):
    p = subprocess.run([BIN, *args], capture_output=True, text=True)
    if p.returncode:
        sys.exit(f"{args}: {p.stderr}")
    return p.stdout

def tables(round_):
    data = json.loads(run("tournament", "standings", str(DIR), "--json"))
    return [t["players"] for t in data["rounds"][round_ - 1]["tables"]]

def card_game(players):
    a, b = random.choice(players), random.choice(players)
    game = f"{a}/{b}" if a == b else f"{a}/{b}/{random.choice([a, b])}"
    if random.random() < 0.15:
        game += f"; so:{random.choice(players)}"
    return game

def cards(round_, which, games):
    for number, players in enumerate(tables(round_), 1):
        if number in which:
            run("tournament", "card", str(DIR), str(round_), str(number), *[card_game(players) for _ in range(games)])

def sessions(round_, which, games):
    for number, players in enumerate(tables(round_), 1):
        if number not in which:
            continue
        text = run("simulate", "--rules", "main-taunus", "--players", ",".join(players), "--games", str(games),
                   "--seed", str(round_ * 100 + number))
        text = re.sub(r'\n    title: "[^"]*",', f'\n    title: "Runde {round_}, Tisch {number}",', text, count=1)
        text = re.sub(r'\n    started: "[^"]*",', f'\n    started: "2026-11-21T{18 + round_}:00:00+01:00",', text, count=1)
        text = text.replace("    rules:", f"    tournament: (round: {round_}, table: {number}),\n    rules:", 1)
        (DIR / f"runde-{round_}-tisch-{number}.ron").write_text(text, encoding="utf-8")

shutil.rmtree(DIR, ignore_errors=True)
run("tournament", "new", str(DIR), "--title", "Schockturnier der Stammtische 2026", "--place",
    "Gasthaus Zur Linde, Hattersheim", "--rules", "main-taunus", "--scoring", "loss-points")
first = ["Anna", "Ben", "Carl", "Dora", "Erik", "Fritz", "Gabi", "Hans", "Ida", "Jörg", "Käthe", "Lars", "Mia", "Nils",
         "Ömer", "Paula", "Quirin", "Rita", "Sönke", "Tina", "Uwe", "Vera", "Willi", "Xaver", "Yvonne", "Zoë", "Bärbel",
         "Heinz"]
teams = ["Kegelclub Okriftel", "Feuerwehr Eddersheim", "Schützen Hattersheim", "Chor Liederkranz"]
for i, team in enumerate(teams):
    run("tournament", "register", str(DIR), *first[i * 3:(i + 1) * 3], "--team", team)
run("tournament", "register", str(DIR), *first[12:])
for round_, seed in ((1, 11), (2, 12), (3, 13)):
    run("tournament", "draw", str(DIR), "--seed", str(seed), "--games", "3")
    if round_ == 1:
        cards(1, range(1, 8), 3)
    elif round_ == 2:
        sessions(2, range(1, 8), 3)
    else:
        sessions(3, range(1, 5), 3)
        cards(3, range(5, 8), 3)
run("tournament", "draw", str(DIR), "--seed", "14", "--knockout", "2:1", "--top", "8")
for number, players in enumerate(tables(4), 1):
    # Knock-out cards: games until one player is left with lives.
    lives = {p: 2 for p in players}
    games = []
    while sum(1 for l in lives.values() if l > 0) > 1:
        alive = [p for p in players if lives[p] > 0]
        a, b = random.choice(alive), random.choice(alive)
        loser = a if a == b else random.choice([a, b])
        games.append(f"{a}/{b}" if a == b else f"{a}/{b}/{loser}")
        lives[loser] -= 1
    run("tournament", "card", str(DIR), "4", str(number), *games)
print(run("tournament", "standings", str(DIR)))
