//! Whether a set of players can all be paired: a perfect matching in the graph of allowed
//! pairs, found by backtracking that always extends the player with the fewest partners
//! left. A step budget keeps a pathological field from running away; running out answers
//! "unknown".

/// Which pairs are allowed, as a symmetric bit matrix over pool indices.
pub struct Compat {
    n: usize,
    words: usize,
    bits: Vec<u64>,
}

impl Compat {
    pub fn new(n: usize) -> Compat {
        let words = n.div_ceil(64);
        Compat {
            n,
            words,
            bits: vec![0; n * words],
        }
    }

    pub fn allow(&mut self, a: usize, b: usize) {
        self.bits[a * self.words + b / 64] |= 1 << (b % 64);
        self.bits[b * self.words + a / 64] |= 1 << (a % 64);
    }

    pub fn allowed(&self, a: usize, b: usize) -> bool {
        self.bits[a * self.words + b / 64] & (1 << (b % 64)) != 0
    }

    fn row(&self, a: usize) -> &[u64] {
        &self.bits[a * self.words..(a + 1) * self.words]
    }

    /// How many of the set `among` `a` may meet.
    fn count_in(&self, a: usize, among: &[u64]) -> usize {
        self.row(a)
            .iter()
            .zip(among)
            .map(|(r, s)| (r & s).count_ones() as usize)
            .sum()
    }

    /// Calls `f` with each of the set `among` that `a` may meet, lowest index first.
    fn each_in(&self, a: usize, among: &[u64], mut f: impl FnMut(usize)) {
        for (w, (r, s)) in self.row(a).iter().zip(among).enumerate() {
            let mut bits = r & s;
            while bits != 0 {
                f(w * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
    }
}

/// What a search may still spend, in steps.
pub struct Budget(pub u64);

impl Budget {
    /// Spends one step; false once none are left.
    pub fn spend(&mut self) -> bool {
        if self.0 == 0 {
            return false;
        }
        self.0 -= 1;
        true
    }
}

/// `Some(true)` when `players` can all be paired, `Some(false)` when they cannot, `None`
/// when the budget ran out first.
pub fn perfect(compat: &Compat, players: &[usize], budget: &mut Budget) -> Option<bool> {
    matching(compat, players, budget).map(|m| m.is_some())
}

/// A pairing of all `players` (`Some(Some(..))`), none possible (`Some(None)`), or the
/// budget ran out (`None`).
pub fn matching(
    compat: &Compat,
    players: &[usize],
    budget: &mut Budget,
) -> Option<Option<Vec<(usize, usize)>>> {
    if players.len() % 2 == 1 {
        return Some(None);
    }
    let mut local = vec![usize::MAX; compat.n];
    let mut alive = vec![0u64; compat.words];
    for (i, &p) in players.iter().enumerate() {
        local[p] = i;
        alive[p / 64] |= 1 << (p % 64);
    }
    let degree = players
        .iter()
        .map(|&p| compat.count_in(p, &alive))
        .collect();
    let mut search = Search {
        compat,
        players,
        local,
        degree,
        alive,
        left: players.len(),
        budget,
        chosen: Vec::new(),
    };
    let found = search.extend()?;
    Some(found.then_some(search.chosen))
}

/// Backtracking over pool indices; `alive` is a bit set of those still unpaired and
/// `degree` (by position in `players`) counts each one's allowed partners among them.
struct Search<'a> {
    compat: &'a Compat,
    players: &'a [usize],
    local: Vec<usize>,
    degree: Vec<usize>,
    alive: Vec<u64>,
    left: usize,
    budget: &'a mut Budget,
    chosen: Vec<(usize, usize)>,
}

impl Search<'_> {
    fn extend(&mut self) -> Option<bool> {
        if self.left == 0 {
            return Some(true);
        }
        if !self.budget.spend() {
            return None;
        }
        let i = (0..self.players.len())
            .filter(|&i| self.is_alive(self.players[i]))
            .min_by_key(|&i| self.degree[i])
            .expect("someone is left");
        if self.degree[i] == 0 {
            return Some(false);
        }
        let p = self.players[i];
        let mut partners = Vec::with_capacity(self.degree[i]);
        self.compat.each_in(p, &self.alive, |q| partners.push(q));
        for q in partners {
            self.take(p);
            self.take(q);
            self.chosen.push((p, q));
            let found = self.extend();
            if found == Some(true) {
                return found;
            }
            self.chosen.pop();
            self.put_back(q);
            self.put_back(p);
            found?;
        }
        Some(false)
    }

    fn is_alive(&self, p: usize) -> bool {
        self.alive[p / 64] & (1 << (p % 64)) != 0
    }

    fn take(&mut self, p: usize) {
        self.alive[p / 64] &= !(1 << (p % 64));
        self.left -= 1;
        let (local, degree) = (&self.local, &mut self.degree);
        self.compat
            .each_in(p, &self.alive, |q| degree[local[q]] -= 1);
    }

    fn put_back(&mut self, p: usize) {
        let (local, degree) = (&self.local, &mut self.degree);
        self.compat
            .each_in(p, &self.alive, |q| degree[local[q]] += 1);
        self.alive[p / 64] |= 1 << (p % 64);
        self.left += 1;
    }
}
