//! The time the bot acts on: the system clock, or (in tests) a number in a file.

use std::path::PathBuf;

#[derive(Clone)]
pub struct Clock {
    file: Option<PathBuf>,
}

impl Clock {
    pub fn new(file: Option<PathBuf>) -> Clock {
        Clock { file }
    }

    pub fn now(&self) -> i64 {
        if let Some(f) = &self.file {
            if let Some(t) = std::fs::read_to_string(f)
                .ok()
                .and_then(|s| s.trim().parse().ok())
            {
                return t;
            }
        }
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    }
}
