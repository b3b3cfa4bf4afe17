//! `heligon`'s victory option (seed 001, RULES.md 2.2): `victory=` names a proper victory
//! (`small`, `great`, `excellent`), common victories (`body:N`, `goods:N`, `lawsuit:N`), or a
//! combination joined with `+`, every part of which must hold. A part without `:N` takes its
//! default (body 12, goods 300, lawsuit 24). The default is `small`.

use crate::rules::option_error::{OptionError, VictoryError};
use std::fmt;

/// A proper victory: an arrangement of pieces in the opponent's half. Each counts also for
/// the smaller ones: a great victory wins a game played for a small one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Proper {
    /// Three pieces in a proportion, in a line or around a corner.
    Small,
    /// Four pieces whose triples show at least two kinds of proportion.
    Great,
    /// Four pieces whose triples show all three kinds (3 4 6 9).
    Excellent,
}

impl Proper {
    pub fn name(self) -> &'static str {
        match self {
            Proper::Small => "small",
            Proper::Great => "great",
            Proper::Excellent => "excellent",
        }
    }
}

impl fmt::Display for Proper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

pub const BODY: u32 = 12;
pub const GOODS: u32 = 300;
pub const LAWSUIT: u32 = 24;

/// What a `heligon` game is played for: every named part must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Aim {
    pub proper: Option<Proper>,
    /// Pieces captured (a pyramid component or a whole pyramid counts as one).
    pub body: Option<u32>,
    /// Values captured, added up.
    pub goods: Option<u32>,
    /// Decimal digits of the values captured, added up.
    pub lawsuit: Option<u32>,
}

impl Default for Aim {
    fn default() -> Self {
        Aim {
            proper: Some(Proper::Small),
            body: None,
            goods: None,
            lawsuit: None,
        }
    }
}

impl Aim {
    /// Whether some common (threshold) part is named.
    pub fn common(&self) -> bool {
        self.body.is_some() || self.goods.is_some() || self.lawsuit.is_some()
    }

    /// Parses `small`, `great`, `excellent`, `body[:N]`, `goods[:N]`, `lawsuit[:N]` joined
    /// with `+`, each kind at most once and at most one proper victory.
    pub fn parse(text: &str) -> Result<Aim, OptionError> {
        let refused = |why| OptionError::Victory {
            text: text.to_string(),
            why,
        };
        let mut aim = Aim {
            proper: None,
            body: None,
            goods: None,
            lawsuit: None,
        };
        for part in text.split('+') {
            let lower = part.trim().to_ascii_lowercase();
            let (kind, n) = match lower.split_once(':') {
                Some((k, n)) => (k.trim().to_string(), Some(n.trim().to_string())),
                None => (lower.clone(), None),
            };
            let number = |default: u32| -> Result<u32, OptionError> {
                match &n {
                    None => Ok(default),
                    Some(n) => match n.parse::<u32>() {
                        Ok(v) if (1..=100_000).contains(&v) => Ok(v),
                        _ => Err(refused(VictoryError::OutOfRange { n: n.clone() })),
                    },
                }
            };
            let twice = || refused(VictoryError::Twice { kind: kind.clone() });
            let proper = match kind.as_str() {
                "small" => Some(Proper::Small),
                "great" => Some(Proper::Great),
                "excellent" => Some(Proper::Excellent),
                _ => None,
            };
            if let Some(p) = proper {
                if n.is_some() {
                    return Err(refused(VictoryError::TakesNoNumber { kind }));
                }
                if aim.proper.is_some() {
                    return Err(refused(VictoryError::OneProper));
                }
                aim.proper = Some(p);
                continue;
            }
            let slot = match kind.as_str() {
                "body" => (&mut aim.body, BODY),
                "goods" => (&mut aim.goods, GOODS),
                "lawsuit" => (&mut aim.lawsuit, LAWSUIT),
                _ => {
                    return Err(refused(VictoryError::NotAKind {
                        part: part.trim().to_string(),
                    }))
                }
            };
            if slot.0.is_some() {
                return Err(twice());
            }
            *slot.0 = Some(number(slot.1)?);
        }
        Ok(aim)
    }

    /// The canonical text: the proper victory first, then body, goods, lawsuit with numbers.
    pub fn text(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if let Some(p) = self.proper {
            parts.push(p.name().to_string());
        }
        for (name, n) in [
            ("body", self.body),
            ("goods", self.goods),
            ("lawsuit", self.lawsuit),
        ] {
            if let Some(n) = n {
                parts.push(format!("{name}:{n}"));
            }
        }
        parts.join("+")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_join_with_plus_and_take_their_defaults() {
        assert_eq!(Aim::parse("small").unwrap(), Aim::default());
        let a = Aim::parse("Great + body + lawsuit:30").unwrap();
        assert_eq!(a.proper, Some(Proper::Great));
        assert_eq!((a.body, a.goods, a.lawsuit), (Some(12), None, Some(30)));
        assert_eq!(a.text(), "great+body:12+lawsuit:30");
        let c = Aim::parse("goods").unwrap();
        assert_eq!((c.proper, c.goods), (None, Some(300)));
        assert_eq!(c.text(), "goods:300");
    }

    #[test]
    fn bad_victories_say_what_is_wrong() {
        assert!(Aim::parse("small+great")
            .unwrap_err()
            .to_string()
            .contains("one proper"));
        assert!(Aim::parse("body+body:3")
            .unwrap_err()
            .to_string()
            .contains("twice"));
        assert!(Aim::parse("body:0")
            .unwrap_err()
            .to_string()
            .contains("whole number"));
        assert!(Aim::parse("points")
            .unwrap_err()
            .to_string()
            .contains("lawsuit:N"));
        assert!(Aim::parse("small:3")
            .unwrap_err()
            .to_string()
            .contains("no number"));
    }
}
