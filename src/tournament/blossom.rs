//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual
//! variables (Galil's O(n³) form), as the Dutch pairing needs it. Vertex duals are kept
//! doubled so that integer weights give integer arithmetic throughout.

use super::wide::Weight;

const NONE: usize = usize::MAX;

/// The mate of each vertex in a matching of greatest total weight (edges of weight zero or
/// less are never used). `edges` lists each edge once.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges);
    m.solve();
    (0..n)
        .map(|v| (m.mate[v] != NONE).then(|| m.endpoint[m.mate[v]]))
        .collect()
}

/// The algorithm's state. Edge k has endpoints 2k and 2k+1; a vertex's mate is stored as the
/// endpoint across its matched edge; blossoms are numbered n..2n.
struct Matcher<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    bestedges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Matcher<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let maxweight = edges.iter().map(|e| e.2).fold(W::zero(), W::max);
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let mut dual = vec![maxweight; n];
        dual.resize(2 * n, W::zero());
        Matcher {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            bestedges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowed: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - (w + w)
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let mp = self.mate[base];
            self.assign_label(self.endpoint[mp], 1, mp ^ 1);
        }
    }

    /// Traces back from v and w: the base of a new blossom, or NONE for an augmenting path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                let bt = self.inblossom[v];
                v = self.endpoint[self.labelend[bt]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unused.pop().expect("a free blossom number");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::zero();
        for leaf in self.leaves_of_path(&path) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        self.best_edges_of_new_blossom(b, &path);
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &c in path {
            self.leaves(c, &mut out);
        }
        out
    }

    /// The least-slack edge from the new blossom b to each S-blossom around it.
    fn best_edges_of_new_blossom(&mut self, b: usize, path: &[usize]) {
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in path {
            let lists: Vec<Vec<usize>> = match self.bestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for k in lists.into_iter().flatten() {
                // The end of edge k outside b.
                let (i, j, _) = self.edges[k];
                let j = if self.inblossom[j] == b { i } else { j };
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.bestedges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        for s in self.childs[b].clone() {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded(b);
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.bestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    /// A T-blossom expanded mid-stage: its children along the path through it become
    /// T and S in turn; the others lose their labels (or take one from outside).
    fn relabel_expanded(&mut self, b: usize) {
        let len = self.childs[b].len() as isize;
        let at = |j: isize| (((j % len) + len) % len) as usize;
        let entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let mut j = self.childs[b].iter().position(|&c| c == entry).unwrap() as isize;
        let (jstep, trick) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            self.label[self.endpoint[p ^ 1]] = 0;
            let q = self.endps[b][at(j - trick as isize)];
            self.label[self.endpoint[q ^ trick ^ 1]] = 0;
            self.assign_label(self.endpoint[p ^ 1], 2, p);
            self.allowed[q / 2] = true;
            j += jstep;
            p = self.endps[b][at(j - trick as isize)] ^ trick;
            self.allowed[p / 2] = true;
            j += jstep;
        }
        let bv = self.childs[b][at(j)];
        let e = self.endpoint[p ^ 1];
        self.label[e] = 2;
        self.label[bv] = 2;
        self.labelend[e] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while self.childs[b][at(j)] != entry {
            let bv = self.childs[b][at(j)];
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            if let Some(v) = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0) {
                self.label[v] = 0;
                let mb = self.mate[self.base[bv]];
                self.label[self.endpoint[mb]] = 0;
                self.assign_label(v, 2, self.labelend[v]);
            }
            j += jstep;
        }
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let at = |j: isize| (((j % len) + len) % len) as usize;
        let i = self.childs[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (jstep, trick) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.childs[b][at(j)];
            let p = self.endps[b][at(j - trick as isize)] ^ trick;
            if t1 >= self.n {
                self.augment_blossom(t1, self.endpoint[p]);
            }
            j += jstep;
            let t2 = self.childs[b][at(j)];
            if t2 >= self.n {
                self.augment_blossom(t2, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        for _ in 0..self.n {
            if !self.stage() {
                break;
            }
            for b in self.n..2 * self.n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// One stage: grows alternating trees until an augmenting path is found (true) or the
    /// duals show that none will be (false).
    fn stage(&mut self) -> bool {
        self.label.iter_mut().for_each(|l| *l = 0);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in self.n..2 * self.n {
            self.bestedges[b] = None;
        }
        self.allowed.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        for v in 0..self.n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                self.assign_label(v, 1, NONE);
            }
        }
        loop {
            if self.scan_queue() {
                return true;
            }
            if !self.adjust_duals() {
                return false;
            }
        }
    }

    /// Scans the S-vertices queued; true once the matching is augmented.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = W::zero();
                if !self.allowed[k] {
                    kslack = self.slack(k);
                    if kslack <= W::zero() {
                        self.allowed[k] = true;
                    }
                }
                if self.allowed[k] {
                    let bw = self.inblossom[w];
                    if self.label[bw] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[self.inblossom[w]] == 1 {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible; false when the step
    /// brings a free vertex's dual to zero (the matching is then of greatest weight).
    fn adjust_duals(&mut self) -> bool {
        let n = self.n;
        let mut kind = 1;
        let mut delta = (0..n).map(|v| self.dual[v]).min().unwrap();
        let mut edge = NONE;
        let mut blossom = NONE;
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    delta = d;
                    kind = 2;
                    edge = self.bestedge[v];
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let d = self.slack(self.bestedge[b]).half();
                if d < delta {
                    delta = d;
                    kind = 3;
                    edge = self.bestedge[b];
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == 2
                && self.dual[b] < delta
            {
                delta = self.dual[b];
                kind = 4;
                blossom = b;
            }
        }
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                1 => self.dual[v] = self.dual[v] - delta,
                2 => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    1 => self.dual[b] = self.dual[b] + delta,
                    2 => self.dual[b] = self.dual[b] - delta,
                    _ => {}
                }
            }
        }
        match kind {
            2 => {
                self.allowed[edge] = true;
                let (mut i, j, _) = self.edges[edge];
                if self.label[self.inblossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            3 => {
                self.allowed[edge] = true;
                self.queue.push(self.edges[edge].0);
            }
            4 => self.expand_blossom(blossom, false),
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::wide::Wide;

    fn solve(n: usize, edges: &[(usize, usize, u64)]) -> Vec<Option<usize>> {
        let e: Vec<(usize, usize, Wide<1>)> = edges
            .iter()
            .map(|&(i, j, w)| (i, j, Wide::small(w)))
            .collect();
        max_weight_matching(n, &e)
    }

    fn weight(m: &[Option<usize>], edges: &[(usize, usize, u64)]) -> u64 {
        edges
            .iter()
            .filter(|&&(i, j, _)| m[i] == Some(j))
            .map(|e| e.2)
            .sum()
    }

    /// Every matching by brute force: the greatest total weight.
    fn best(n: usize, edges: &[(usize, usize, u64)], used: &mut Vec<bool>, from: usize) -> u64 {
        let Some(v) = (from..n).find(|&v| !used[v]) else {
            return 0;
        };
        used[v] = true;
        let mut top = best(n, edges, used, v + 1);
        for &(i, j, w) in edges {
            let other = if i == v {
                j
            } else if j == v {
                i
            } else {
                continue;
            };
            if !used[other] {
                used[other] = true;
                top = top.max(w + best(n, edges, used, v + 1));
                used[other] = false;
            }
        }
        used[v] = false;
        top
    }

    #[test]
    fn a_heavier_single_edge_beats_two_lighter_ones() {
        let edges = [(0, 1, 5), (1, 2, 11), (2, 3, 5)];
        let m = solve(4, &edges);
        assert_eq!(m[1], Some(2));
        assert_eq!(m[0], None);
    }

    #[test]
    fn odd_cycles_are_shrunk_into_blossoms_and_the_best_matching_found() {
        let mut seed = 12345u64;
        for round in 0..300 {
            let n = 2 + round % 9;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if !seed.is_multiple_of(3) {
                        edges.push((i, j, 1 + (seed >> 20) % 20));
                    }
                }
            }
            let m = solve(n, &edges);
            for v in 0..n {
                if let Some(w) = m[v] {
                    assert_eq!(m[w], Some(v));
                }
            }
            assert_eq!(weight(&m, &edges), best(n, &edges, &mut vec![false; n], 0));
        }
    }
}
