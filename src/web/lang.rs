//! A page's language, from the browser's `Accept-Language` among the ones the bot speaks.

use crate::i18n::Lang;

/// The language the reader prefers most among ours (English when none of theirs is):
/// `de-CH, fr;q=0.9, it;q=0.8` reads German.
pub fn preferred(header: Option<&str>) -> Lang {
    let Some(header) = header else {
        return Lang::En;
    };
    let mut best: Option<(f32, Lang)> = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        // The first of equal weights wins, as the header lists them in order.
        if let Some(lang) = Lang::parse(tag).filter(|_| q > 0.0) {
            if best.is_none_or(|(b, _)| q > b) {
                best = Some((q, lang));
            }
        }
    }
    best.map_or(Lang::En, |(_, l)| l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_wanted_of_our_languages_wins() {
        assert_eq!(preferred(Some("de-CH, fr;q=0.9, it;q=0.8")), Lang::De);
        assert_eq!(preferred(Some("fr, it;q=0.5, de;q=0.4")), Lang::It);
        assert_eq!(preferred(Some("it;q=0, en;q=0.1")), Lang::En);
        assert_eq!(preferred(Some("fr")), Lang::En);
        assert_eq!(preferred(None), Lang::En);
    }
}
