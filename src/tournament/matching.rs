//! Whether a set of players can all be paired: a perfect matching in the graph of allowed
//! pairs, found by backtracking that always extends the player with the fewest partners
//! left. A step budget keeps a pathological field from running away; running out answers
//! "unknown".

/// Which pairs are allowed, as a symmetric bit matrix over pool indices.
pub struct Compat {
    words: usize,
    bits: Vec<u64>,
}

impl Compat {
    pub fn new(n: usize) -> Compat {
        let words = n.div_ceil(64);
        Compat {
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
    let k = players.len();
    let mut degree: Vec<usize> = (0..k)
        .map(|i| {
            (0..k)
                .filter(|&j| j != i && compat.allowed(players[i], players[j]))
                .count()
        })
        .collect();
    let mut alive = vec![true; k];
    let mut search = Search {
        compat,
        players,
        degree: &mut degree,
        alive: &mut alive,
        left: k,
        budget,
        chosen: Vec::new(),
    };
    let found = search.extend()?;
    Some(found.then(|| {
        search
            .chosen
            .iter()
            .map(|&(i, j)| (players[i], players[j]))
            .collect()
    }))
}

struct Search<'a> {
    compat: &'a Compat,
    players: &'a [usize],
    degree: &'a mut [usize],
    alive: &'a mut [bool],
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
            .filter(|&i| self.alive[i])
            .min_by_key(|&i| self.degree[i])
            .expect("someone is left");
        if self.degree[i] == 0 {
            return Some(false);
        }
        let partners: Vec<usize> = (0..self.players.len())
            .filter(|&j| j != i && self.alive[j] && self.allowed(i, j))
            .collect();
        let mut unknown = false;
        for j in partners {
            self.take(i);
            self.take(j);
            self.chosen.push((i, j));
            let found = self.extend();
            if found == Some(true) {
                return found;
            }
            self.chosen.pop();
            self.put_back(j);
            self.put_back(i);
            match found {
                Some(true) => unreachable!("returned above"),
                None => unknown = true,
                Some(false) => {}
            }
            if unknown {
                return None;
            }
        }
        Some(false)
    }

    fn allowed(&self, i: usize, j: usize) -> bool {
        self.compat.allowed(self.players[i], self.players[j])
    }

    fn take(&mut self, i: usize) {
        self.alive[i] = false;
        self.left -= 1;
        for j in 0..self.players.len() {
            if self.alive[j] && self.allowed(i, j) {
                self.degree[j] -= 1;
            }
        }
    }

    fn put_back(&mut self, i: usize) {
        for j in 0..self.players.len() {
            if self.alive[j] && self.allowed(i, j) {
                self.degree[j] += 1;
            }
        }
        self.alive[i] = true;
        self.left += 1;
    }
}
