//! Numbers with a fractional part as each language writes them (52.5 / 52,5).

use super::Lang;

/// `x` with `digits` decimals, with the language's decimal mark.
pub fn decimal(lang: Lang, x: f64, digits: usize) -> String {
    let s = format!("{x:.digits$}");
    match lang {
        Lang::En => s,
        Lang::De | Lang::It => s.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_marks() {
        assert_eq!(decimal(Lang::En, 52.5, 1), "52.5");
        assert_eq!(decimal(Lang::De, 52.5, 1), "52,5");
        assert_eq!(decimal(Lang::It, 0.125, 2), "0,12");
        assert_eq!(decimal(Lang::De, 100.0, 0), "100");
    }
}
