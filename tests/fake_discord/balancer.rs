//! Several `rithmo serve` processes in http mode behind one address, as a load balancer in
//! front of several machines puts them: each interaction, signed as Discord signs it, goes
//! to a random live process; when its connection breaks (the process killed under it) the
//! very same request goes once more to another, as a balancer retries a failed upstream
//! (the harshest case for "taken once": the first may have taken it already). Any process
//! can be killed (SIGKILL) and started again at any moment; the clock file is moved only
//! between requests, so that what Discord signed is never judged stale by a clock that
//! jumped meanwhile.

use super::endpoint::listening_at;
use super::{app_key, set_clock, signature, Bot, FakeDiscord};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One place behind the balancer: its process in this life, and its endpoint once it
/// listens.
struct Slot {
    bot: Option<Bot>,
    url: Option<String>,
    life: usize,
}

/// How an interaction went through the balancer: the status the endpoint answered, or no
/// answer at all (every process it was sent to died under it, or none listened).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Through {
    Status(u16),
    Broken,
}

pub struct Balancer {
    dir: PathBuf,
    fake: FakeDiscord,
    extra: String,
    slots: Mutex<Vec<Slot>>,
    /// An LCG's state (the tests' own `Lcg` is not in every binary the fake is in).
    rng: Mutex<u64>,
    client: reqwest::Client,
    /// The time on the clock file; read-held while a request is in flight.
    clock: tokio::sync::RwLock<i64>,
}

impl Balancer {
    /// `n` processes on `dir` (its clock file at `now`), each configured with the lines
    /// `extra` (the database) besides http mode and the application's key.
    pub fn start(
        dir: &Path,
        fake: &FakeDiscord,
        n: usize,
        extra: &str,
        now: i64,
        seed: u64,
    ) -> Arc<Balancer> {
        set_clock(dir, now);
        let extra = format!(
            "interactions = \"http\"\ninteractions_listen = \"127.0.0.1:0\"\npublic_key = \"{}\"\n{extra}",
            super::public_key_hex()
        );
        let slots = (0..n)
            .map(|_| Slot {
                bot: None,
                url: None,
                life: 0,
            })
            .collect();
        let b = Arc::new(Balancer {
            dir: dir.to_path_buf(),
            fake: fake.clone(),
            extra,
            slots: Mutex::new(slots),
            rng: Mutex::new(seed),
            client: reqwest::Client::new(),
            clock: tokio::sync::RwLock::new(now),
        });
        for i in 0..n {
            b.launch(i);
        }
        b
    }

    /// A number below `n`, from the balancer's own sequence (one seed, one run).
    pub fn random(&self, n: u64) -> u64 {
        let mut state = self.rng.lock().unwrap();
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*state >> 33) % n
    }

    /// Starts place `i`'s next life; its endpoint is taken in once its log names it.
    fn launch(self: &Arc<Self>, i: usize) {
        let life = {
            let mut slots = self.slots.lock().unwrap();
            let slot = &mut slots[i];
            slot.life += 1;
            let log = format!("p{i}-{}.log", slot.life);
            slot.bot = Some(Bot::launch(
                &self.dir,
                &self.fake,
                &log,
                &self.extra,
                &[("RUST_LOG", "info")],
            ));
            slot.url = None;
            slot.life
        };
        let me = self.clone();
        let log = self.dir.join(format!("p{i}-{life}.log"));
        tokio::spawn(async move {
            for _ in 0..1200 {
                if let Some(url) = listening_at(&log) {
                    let mut slots = me.slots.lock().unwrap();
                    // Killed again before it listened: that life's port is no one's.
                    if slots[i].life == life {
                        slots[i].url = Some(url);
                    }
                    return;
                }
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
        });
    }

    /// SIGKILL to place `i`'s process, whatever it was doing, and a new one started there.
    pub fn kill_and_restart(self: &Arc<Self>, i: usize) {
        let bot = {
            let mut slots = self.slots.lock().unwrap();
            slots[i].url = None;
            slots[i].bot.take()
        };
        if let Some(bot) = bot {
            bot.kill();
        }
        self.launch(i);
    }

    /// How many places there are.
    pub fn places(&self) -> usize {
        self.slots.lock().unwrap().len()
    }

    /// How many processes listen now.
    pub fn listening(&self) -> usize {
        let slots = self.slots.lock().unwrap();
        slots.iter().filter(|s| s.url.is_some()).count()
    }

    /// The lives started over the run, all places together.
    pub fn lives(&self) -> usize {
        self.slots.lock().unwrap().iter().map(|s| s.life).sum()
    }

    /// SIGTERM to every process, each to exit cleanly: their logs.
    pub fn stop_all(&self) -> Vec<String> {
        let bots: Vec<Bot> = {
            let mut slots = self.slots.lock().unwrap();
            slots
                .iter_mut()
                .filter_map(|s| {
                    s.url = None;
                    s.bot.take()
                })
                .collect()
        };
        bots.into_iter().map(Bot::stop).collect()
    }

    /// Moves the clock file to `t`, once no request is in flight.
    pub async fn set_clock(&self, t: i64) {
        let mut clock = self.clock.write().await;
        set_clock(&self.dir, t);
        *clock = t;
    }

    pub async fn now(&self) -> i64 {
        *self.clock.read().await
    }

    /// A random listening endpoint other than `not`, waiting (up to 60 s) for one.
    async fn pick(&self, not: Option<&str>) -> Option<String> {
        for _ in 0..1200 {
            let urls: Vec<String> = {
                let slots = self.slots.lock().unwrap();
                slots
                    .iter()
                    .filter_map(|s| s.url.clone())
                    .filter(|u| Some(u.as_str()) != not)
                    .collect()
            };
            if !urls.is_empty() {
                let k = self.random(urls.len() as u64) as usize;
                return Some(urls[k].clone());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }

    /// Sends `interaction` as Discord does (the languages put in, signed at the clock's
    /// time) to a random live process; on a broken connection, the same request once more
    /// to another. What Discord then shows is the fake's record of the interaction.
    pub async fn deliver(&self, mut interaction: Value) -> Through {
        {
            let mut s = self.fake.state.lock().unwrap();
            s.world.localize(&mut interaction);
            s.world.received(&interaction);
        }
        let body = serde_json::to_vec(&interaction).unwrap();
        let clock = self.clock.read().await;
        let timestamp = clock.to_string();
        let signed = signature(&app_key(), &timestamp, &body);
        let mut tried: Option<String> = None;
        for _ in 0..2 {
            let Some(url) = self.pick(tried.as_deref()).await else {
                return Through::Broken;
            };
            let sent = self
                .client
                .post(&url)
                .header("content-type", "application/json")
                .header("x-signature-ed25519", &signed)
                .header("x-signature-timestamp", &timestamp)
                .body(body.clone())
                .timeout(Duration::from_secs(20))
                .send()
                .await;
            match sent {
                Ok(r) => {
                    let status = r.status().as_u16();
                    // A 200's body is the response, as Discord applies it.
                    if status == 200 {
                        let text = r.text().await.unwrap_or_default();
                        if let Ok(response) = serde_json::from_str::<Value>(&text) {
                            let (id, token) = (
                                interaction["id"].as_str().unwrap_or_default(),
                                interaction["token"].as_str().unwrap_or_default(),
                            );
                            let mut s = self.fake.state.lock().unwrap();
                            s.world.callback(id, token, &response, &[]);
                        }
                    }
                    return Through::Status(status);
                }
                Err(_) => tried = Some(url),
            }
        }
        Through::Broken
    }
}
