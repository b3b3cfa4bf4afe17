#!/usr/bin/env python3
"""Compares `rithmo pair --trf` with `bbpPairings --dutch -p` on tournaments made by
bbpPairings' own generator: for each seed, the generator's settings drawn from the seed
(below), a tournament generated, `XXR` appended (the rounds played plus 1 to 3, with FIDE's
carriage return), the next round paired by both, the pairs and colours compared, and
rithmo's pairing checked against the absolute criteria. bbpPairings is a tool of this check
only (Apache-2.0, built from its source: `make` in its folder); it is not part of rithmo.

usage: compare_bbppairings.py BBPPAIRINGS RITHMO START COUNT [MIN_PLAYERS MAX_PLAYERS]
       (RMIN, RMAX in the environment: the rounds played, 1 to 7 by default)

The figures in docs/tournaments.md: seeds 1-1100 and 100001-101000 with 6-40 players,
5001-5060 with 41-128 players, 20001-20300 with 10-60 players and RMIN=8 RMAX=12."""
import os, random, subprocess, sys, collections, tempfile
BBP, rithmo, start, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
low, high = (int(sys.argv[5]), int(sys.argv[6])) if len(sys.argv) > 6 else (6, 40)
work = tempfile.mkdtemp(prefix='rithmo-bbp-')

def settings(seed):
    """The generator's settings for `seed`, and the rounds `XXR` adds to those played."""
    r = random.Random(seed)
    return dict(PlayersNumber=r.randint(low, high), RoundsNumber=r.randint(int(os.environ.get("RMIN", 1)), int(os.environ.get("RMAX", 7))),
                DrawPercentage=r.randint(10, 50), ForfeitRate=r.randint(10, 40),
                RetiredRate=r.randint(5, 40), HalfPointByeRate=r.randint(5, 40)), r.randint(1, 3)

def parse(path):
    players = {}
    for line in open(path, newline='').read().replace('\r\n', '\n').replace('\r', '\n').split('\n'):
        if not line.startswith('001'):
            continue
        n = int(line[4:8]); rounds = []
        c = 91
        while len(line) >= c + 4:
            b = line[c:c + 8].split(); rounds.append(b if len(b) == 3 else None); c += 10
        players[n] = rounds
    return players

def check(players, lines, last):
    """Absolute criteria: each player once, no rematch, bye only to an eligible player,
    no colour forced on a non-topscorer beyond the limits (C.3)."""
    pairs = [tuple(map(int, l.split())) for l in lines[1:] if l.strip()]
    seen = collections.Counter()
    for w, b in pairs:
        seen[w] += 1; seen[b] += 1
    if any(v > 1 for k, v in seen.items() if k):
        return 'paired twice'
    def hist(n):
        cols, opps, unplayed_win, score = [], set(), False, 0.0
        for e in players[n]:
            if e is None: continue
            o, c, r = e
            pts = {'1': 1, '=': .5, '0': 0, '+': 1, '-': 0, 'U': 1, 'F': 1, 'H': .5, 'Z': 0, 'W': 1, 'D': .5, 'L': 0}[r]
            score += pts
            if int(o) and r in '1=0WDL':
                cols.append(c); opps.add(int(o))
            elif r in '+UF':
                unplayed_win = True
        return cols, opps, unplayed_win, score
    rounds = max(len(v) for v in players.values())
    for w, b in pairs:
        if b == 0:
            if hist(w)[2]: return 'bye to a player not allowed it'
            continue
        if b in hist(w)[1]: return 'rematch'
        if last and any(hist(n)[3] > rounds / 2 for n in (w, b)):
            continue  # a topscorer in the last round: C.3 does not hold for the pair
        for n, col in ((w, 'w'), (b, 'b')):
            cols, _, _, score = hist(n)
            new = cols + [col]
            if abs(new.count('w') - new.count('b')) > 2 or (len(new) >= 3 and len(set(new[-3:])) == 1):
                return 'colour'
    return None

stats = collections.Counter(); diffs = []
for seed in range(start, start + count):
    cfg, extra = settings(seed)
    base = f'{work}/t{seed}'
    with open(base + '.cfg', 'w') as f:
        f.write(''.join(f'{k}={v}\n' for k, v in cfg.items()))
    g = subprocess.run([BBP, '--dutch', '-g', base + '.cfg', '-o', base + '.trf', '-s', str(seed)], capture_output=True)
    if g.returncode != 0:
        stats['generator failed'] += 1; continue
    with open(base + '.trf', 'ab') as f:
        f.write(f'XXR {cfg["RoundsNumber"] + extra}\r'.encode())
    p = subprocess.run([BBP, '--dutch', base + '.trf', '-p', base + '.bbp'], capture_output=True)
    if p.returncode != 0:
        q = subprocess.run([rithmo, 'pair', '--trf', base + '.trf'], capture_output=True, text=True)
        stats['both refuse (no legal pairing)' if q.returncode == 2 and not q.stdout else 'bbp refused, rithmo paired'] += 1
        continue
    stats['rounds'] += 1
    q = subprocess.run([rithmo, 'pair', '--trf', base + '.trf'], capture_output=True, text=True)
    if q.returncode != 0:
        stats['rithmo refused'] += 1; diffs.append((seed, 'refused ' + q.stderr.strip())); continue
    ours = q.stdout.strip().split('\n'); theirs = open(base + '.bbp').read().strip().split('\n')
    bad = check(parse(base + '.trf'), ours, extra == 1)
    if bad:
        stats['absolute broken'] += 1; diffs.append((seed, 'ABSOLUTE ' + bad))
    if sorted(ours[1:]) == sorted(theirs[1:]):
        stats['identical'] += 1
    else:
        same_pairs = sorted(tuple(sorted(map(int, l.split()))) for l in ours[1:]) == sorted(tuple(sorted(map(int, l.split()))) for l in theirs[1:])
        stats['colours only' if same_pairs else 'pairs differ'] += 1
        diffs.append((seed, 'colours' if same_pairs else 'pairs'))
print(dict(stats))
print('the tournaments are in', work)
print('identical share: %.2f%%' % (100.0 * stats['identical'] / max(1, stats['rounds'])))
for d in diffs: print(*d)
