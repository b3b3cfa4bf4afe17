//! The Dutch system's brackets from the top score group down (C.04.3, 2025 edition), each
//! paired by maximum-weight matching over everyone still unpaired, as bbpPairings pairs
//! them: the weights first fix which MDPs are paired and against whom, then how many
//! exchanges the remainder needs and which players they move (B.3: the smallest changes of
//! the lowest players of S1 and the highest of S2 first), then each S1 player's opponent,
//! the highest that still allows the best pairing. A pair once fixed leaves the graph.

use super::layout::{ByeTerms, Layout};
use super::profile::Profile;
use crate::tournament::blossom::max_weight_matching;
use crate::tournament::wide::Weight;
use std::collections::HashMap;

/// A round's pairs (by index in `players`) and the bye's player.
pub type Pairing = (Vec<(usize, usize)>, Option<usize>);

/// Pairs `players` (ranked: score, then start number); `compatible` says who may meet.
pub fn pair<W: Weight>(
    players: &[Profile],
    compatible: &dyn Fn(usize, usize) -> bool,
    layout: &Layout,
) -> Option<Pairing> {
    let n = players.len();
    let mut d = Driver::<W> {
        players,
        compatible,
        layout,
        n,
        weights: vec![W::zero(); n * n],
        base: vec![W::zero(); n * n],
        alive: vec![true; n],
        mate: (0..n).collect(),
        matched: vec![false; n],
        pairs: Vec::new(),
    };
    let bye = d.bye_terms()?;
    d.brackets(bye);
    let left: Vec<usize> = (0..n).filter(|&v| d.alive[v]).collect();
    match left.as_slice() {
        [] => Some((d.pairs, None)),
        [v] if players[*v].may_get_bye => Some((d.pairs, Some(*v))),
        _ => None,
    }
}

struct Driver<'a, W: Weight> {
    players: &'a [Profile],
    compatible: &'a dyn Fn(usize, usize) -> bool,
    layout: &'a Layout,
    n: usize,
    /// The graph's weights as the matching sees them, by vertex pair.
    weights: Vec<W>,
    /// This bracket's weights before the exchanges' adjustments.
    base: Vec<W>,
    /// Not yet in a fixed pair.
    alive: Vec<bool>,
    /// The latest matching; a vertex without a partner is its own mate.
    mate: Vec<usize>,
    /// Known to be paired in its bracket.
    matched: Vec<bool>,
    pairs: Vec<(usize, usize)>,
}

impl<W: Weight> Driver<'_, W> {
    fn set(&mut self, a: usize, b: usize, w: W) {
        self.weights[a * self.n + b] = w;
        self.weights[b * self.n + a] = w;
    }

    fn base(&self, a: usize, b: usize) -> W {
        self.base[a * self.n + b]
    }

    fn set_base(&mut self, a: usize, b: usize, w: W) {
        self.base[a * self.n + b] = w;
        self.base[b * self.n + a] = w;
    }

    /// The maximum-weight matching of the players not yet in a fixed pair.
    fn solve(&mut self) {
        let live: Vec<usize> = (0..self.n).filter(|&v| self.alive[v]).collect();
        let mut edges = Vec::new();
        for (i, &a) in live.iter().enumerate() {
            for (j, &b) in live.iter().enumerate().skip(i + 1) {
                let w = self.weights[a * self.n + b];
                if w > W::zero() {
                    edges.push((i, j, w));
                }
            }
        }
        let m = max_weight_matching(live.len(), &edges);
        for (i, &a) in live.iter().enumerate() {
            self.mate[a] = m[i].map_or(a, |j| live[j]);
        }
    }

    fn fix(&mut self, a: usize, b: usize) {
        self.alive[a] = false;
        self.alive[b] = false;
        self.matched[a] = true;
        self.matched[b] = true;
        self.pairs.push((a.min(b), a.max(b)));
    }

    fn edge(&self, h: usize, l: usize, place: (bool, bool), bye: &ByeTerms) -> W {
        let (p, q) = (&self.players[h], &self.players[l]);
        self.layout.edge(p, q, (self.compatible)(h, l), place, bye)
    }

    /// Whether everyone can be paired at all (one player left over, allowed the bye, in an
    /// odd field), and if so the bye's score and how C.9 applies in the first bracket.
    fn bye_terms(&mut self) -> Option<ByeTerms> {
        let n = self.n;
        let top = self.players.first()?.score;
        let mut bye = ByeTerms {
            score: 0,
            single: false,
            ranks: HashMap::new(),
        };
        for l in 0..n {
            for h in 0..l {
                let w = if n % 2 == 1 {
                    let (p, o) = (&self.players[l], &self.players[h]);
                    self.layout.bye_edge(p, o, (self.compatible)(h, l), top)
                } else {
                    self.edge(h, l, (false, false), &bye)
                };
                self.set(h, l, w);
            }
        }
        self.solve();
        let unmatched: Vec<usize> = (0..n).filter(|&v| self.mate[v] == v).collect();
        let complete = match unmatched.as_slice() {
            [] => true,
            [v] => self.players[*v].may_get_bye,
            _ => false,
        };
        if !complete {
            return None;
        }
        if let [v] = unmatched.as_slice() {
            bye.score = self.players[*v].score;
            bye.single = bye.score >= top
                && (0..n)
                    .take_while(|&i| self.players[i].score >= top)
                    .all(|i| self.players[self.mate[i]].score >= top);
            let mut games: Vec<u32> = self
                .players
                .iter()
                .filter(|p| p.score == bye.score)
                .map(|p| p.played_games)
                .collect();
            games.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, g) in games.into_iter().enumerate() {
                bye.ranks.insert(g, rank as u64);
            }
            for l in 0..n {
                for h in 0..l {
                    let w = self.edge(h, l, (false, false), &bye);
                    self.set(h, l, w);
                }
            }
        }
        Some(bye)
    }

    /// Bracket after bracket: the players floating down (MDPs) first, then the score group.
    fn brackets(&mut self, mut bye: ByeTerms) {
        let n = self.n;
        let mut next = 0;
        let mut bracket: Vec<usize> = Vec::new();
        while next < n && self.players[next].score >= self.players[0].score {
            bracket.push(next);
            next += 1;
        }
        let mut mdps = 0;
        let mut group_start_v = 0;
        while bracket.len() > 1 || next < n {
            let ends = bracket.len();
            let group_end_v = group_start_v + (ends - mdps);
            let next_group = (next < n).then_some(next);
            if let Some(g) = next_group {
                while next < n && self.players[next].score >= self.players[g].score {
                    bracket.push(next);
                    next += 1;
                }
            }
            let b = Bracket {
                players: bracket.clone(),
                mdps,
                ends,
                start_v: group_start_v,
                end_v: group_end_v,
            };
            let before = self.pairs.len();
            self.pair_bracket(&b, &bye);
            if next_group.is_none() && self.pairs.len() == before {
                // The last bracket pairs no one more: what is left stays unpaired.
                return;
            }
            bye.single =
                n % 2 == 1 && next_group.is_some_and(|g| bye.score >= self.players[g].score);
            let mut carried = Vec::new();
            mdps = 0;
            for (i, &v) in bracket.iter().enumerate() {
                if i < ends && self.matched[v] {
                    continue;
                }
                carried.push(v);
                if i < ends {
                    mdps += 1;
                }
                if bye.single {
                    if let Some(g) = next_group {
                        if self.players[self.mate[v]].score < self.players[g].score {
                            bye.single = false;
                        }
                    }
                }
            }
            bracket = carried;
            group_start_v = group_end_v;
        }
    }

    fn pair_bracket(&mut self, b: &Bracket, bye: &ByeTerms) {
        for j in b.mdps..b.players.len() {
            for i in 0..j {
                let (h, l) = (b.players[i], b.players[j]);
                let w = self.edge(h, l, (j < b.ends, j >= b.ends), bye);
                self.set_base(h, l, w);
                self.set(h, l, w);
            }
        }
        self.solve();
        self.choose_mdps(b);
        self.mdp_opponents(b);
        let mut r = Remainder::new(self, b);
        r.weigh(self);
        self.solve();
        r.count_exchanges(self);
        r.lower_s1(self);
        r.higher_s2(self);
        r.settle(self);
        r.opponents(self);
    }

    /// Which MDPs are paired in the bracket: from the highest score down, each when the
    /// others of its score can still be paired as well.
    fn choose_mdps(&mut self, b: &Bracket) {
        let residents = b.mdps..b.ends;
        let mut score = 0;
        let mut left = 0;
        let mut pairable = 0;
        for p in 0..b.mdps {
            let pv = b.players[p];
            if p == 0 || self.players[pv].score < score {
                score = self.players[pv].score;
                left = 0;
                pairable = 0;
                for &q in &b.players[p..b.ends] {
                    if self.players[q].score < score {
                        break;
                    }
                    left += 1;
                    pairable += usize::from(b.in_group(self.mate[q]));
                }
            }
            if pairable == 0 {
                continue;
            }
            if left <= pairable {
                self.matched[pv] = true;
                continue;
            }
            left -= 1;
            if !b.in_group(self.mate[pv]) {
                for o in residents.clone() {
                    let ov = b.players[o];
                    let w = self.base(ov, pv);
                    if !w.is_zero() {
                        self.set(pv, ov, w + W::small(1));
                    }
                }
                self.solve();
            }
            if b.in_group(self.mate[pv]) {
                self.matched[pv] = true;
                pairable -= 1;
                let bump = W::small((b.ends - b.mdps) as u64 + 1);
                for o in residents.clone() {
                    let ov = b.players[o];
                    let w = self.base(ov, pv);
                    if !w.is_zero() {
                        self.set(pv, ov, w + bump);
                    }
                }
            }
        }
    }

    /// Each MDP paired in the bracket takes the highest resident that still allows the best
    /// pairing.
    fn mdp_opponents(&mut self, b: &Bracket) {
        for p in 0..b.mdps {
            let pv = b.players[p];
            if !self.matched[pv] {
                continue;
            }
            let mut addend = b.players.len() as u64;
            let mut top = None;
            for o in (b.mdps..b.ends).rev() {
                let ov = b.players[o];
                if self.matched[ov] {
                    continue;
                }
                let w = self.base(ov, pv);
                if !w.is_zero() {
                    self.set(pv, ov, w + W::small(addend));
                    addend += 1;
                    top = Some(ov);
                }
            }
            // As in the remainder (`Remainder::opponents`): the matching is the best one
            // here (`choose_mdps` raised a chosen MDP's edges evenly), so if it already
            // pairs pv with the resident given the most, it stays the best.
            if top != Some(self.mate[pv]) {
                self.solve();
            }
            let m = self.mate[pv];
            if m != pv {
                self.fix(pv, m);
            }
        }
    }
}

/// A bracket: its players (MDPs first, then the score group, then the next score group),
/// and the vertices of its score group.
struct Bracket {
    players: Vec<usize>,
    mdps: usize,
    /// Where the next score group starts in `players`.
    ends: usize,
    start_v: usize,
    end_v: usize,
}

impl Bracket {
    fn in_group(&self, v: usize) -> bool {
        (self.start_v..self.end_v).contains(&v)
    }
}

/// The residents not paired with an MDP, and how they are split into S1 and S2.
struct Remainder {
    players: Vec<usize>,
    pairs: usize,
    exchanges: usize,
    end_v: usize,
    group_bits: u32,
    next_group: Vec<usize>,
}

impl Remainder {
    fn new<W: Weight>(d: &Driver<W>, b: &Bracket) -> Remainder {
        let mut players = Vec::new();
        let mut pairs = 0;
        for &pv in &b.players[b.mdps..b.ends] {
            if d.mate[pv] < b.start_v {
                continue;
            }
            players.push(pv);
            if d.mate[pv] < pv {
                pairs += 1;
            }
        }
        Remainder {
            players,
            pairs,
            exchanges: 0,
            end_v: b.end_v,
            group_bits: d.layout.group_bits,
            next_group: b.players[b.ends..].to_vec(),
        }
    }

    /// Paired downwards within the bracket: playing the S1 part.
    fn leads<W: Weight>(&self, d: &Driver<W>, v: usize) -> bool {
        d.mate[v] > v && d.mate[v] < self.end_v
    }

    /// The base weight plus the exchanges' terms: a pair led by one of the first `pairs`
    /// (no exchange) first, then the S1 player's position as low as possible (B.3's
    /// smallest differences).
    fn weight<W: Weight>(&self, d: &Driver<W>, s: usize, l: usize, s_at: usize) -> W {
        let w = d.base(l, s);
        if w.is_zero() {
            return w;
        }
        let first = W::small(u64::from(s_at < self.pairs)) << (2 * self.group_bits);
        w + ((first - W::small(s_at as u64)) << 1)
    }

    fn weigh<W: Weight>(&self, d: &mut Driver<W>) {
        for (si, &s) in self.players.iter().enumerate() {
            for &l in &self.players[si + 1..] {
                let w = self.weight(d, s, l, si);
                d.set(s, l, w);
            }
        }
    }

    fn count_exchanges<W: Weight>(&mut self, d: &Driver<W>) {
        self.exchanges = self.players[..self.pairs]
            .iter()
            .filter(|&&v| !self.leads(d, v))
            .count();
    }

    /// From the lowest of S1 up: each moves to S2 if the best pairing allows.
    fn lower_s1<W: Weight>(&self, d: &mut Driver<W>) {
        let mut remaining = self.exchanges;
        let mut k = self.pairs;
        while k > 0 && remaining > 0 {
            k -= 1;
            let p = self.players[k];
            if self.leads(d, p) {
                for &o in &self.players[k + 1..] {
                    let w = self.weight(d, p, o, k);
                    if !w.is_zero() {
                        d.set(p, o, w - W::small(1));
                    }
                }
                d.solve();
            }
            let exchanged = !self.leads(d, p);
            remaining -= usize::from(exchanged);
            for &o in &self.players[k + 1..] {
                if exchanged {
                    d.set_base(o, p, W::zero());
                }
                let w = self.weight(d, p, o, k);
                d.set(p, o, w);
            }
        }
    }

    /// From the highest of S2 down: each moves to S1 if the best pairing allows.
    fn higher_s2<W: Weight>(&self, d: &mut Driver<W>) {
        let mut remaining = self.exchanges;
        let mut k = self.pairs;
        while k < self.players.len() && remaining > 1 {
            let p = self.players[k];
            let already = self.leads(d, p);
            if !already {
                for &o in &self.players[k + 1..] {
                    let w = self.weight(d, p, o, k);
                    if !w.is_zero() {
                        d.set(p, o, w + W::small(1));
                    }
                }
                d.solve();
            }
            if self.leads(d, p) {
                remaining -= 1;
                for &o in self.players[..k].iter().chain(&self.next_group) {
                    d.set_base(p, o, W::zero());
                    d.set(p, o, W::zero());
                }
            }
            if !already {
                for &o in &self.players[k + 1..] {
                    let w = self.weight(d, p, o, k);
                    d.set(p, o, w);
                }
            }
            k += 1;
        }
    }

    /// S1 and S2 are now known: only pairs from an S1 player down to an S2 player remain.
    fn settle<W: Weight>(&self, d: &mut Driver<W>) {
        for (i, &p) in self.players.iter().enumerate() {
            for &o in &self.players[i + 1..] {
                if !self.leads(d, p) || self.leads(d, o) {
                    d.set_base(o, p, W::zero());
                }
                let w = d.base(o, p);
                d.set(p, o, w);
            }
        }
    }

    /// Each S1 player in order takes the highest S2 player that still allows the best
    /// pairing.
    fn opponents<W: Weight>(&self, d: &mut Driver<W>) {
        // Whether the matching is of greatest weight for the weights before p's addends:
        // not after `settle`, but after each solve, and still once a pair of it is fixed.
        let mut optimal = false;
        for &p in &self.players {
            if !self.leads(d, p) {
                continue;
            }
            let mut addend = 0u64;
            let mut top = None;
            for &o in self.players.iter().rev() {
                if o <= p || d.matched[o] {
                    continue;
                }
                let w = d.base(o, p);
                if !w.is_zero() {
                    d.set(p, o, w + W::small(addend));
                    top = Some(o);
                }
                addend += 1;
            }
            // The addends raise only p's edges, the most to `top`: a matching already
            // pairing p with `top` gains the most and stays the best, so no solve is needed.
            if !(optimal && top == Some(d.mate[p])) {
                d.solve();
            }
            optimal = true;
            let m = d.mate[p];
            if m != p {
                d.fix(p, m);
            }
        }
    }
}
