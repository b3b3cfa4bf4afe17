//! The English resources' own sentences, for the checks that a German or Italian reader
//! meets none of them.

use rithmo::i18n::resources;

/// Runs of four or more words of the English resources' text (outside placeables): a
/// message's value or a selector's variant (`[one] ...`, `*[other] ...`).
pub fn english_sentences() -> Vec<String> {
    let en = resources().iter().filter(|(l, ..)| *l == "en");
    let lines = en.flat_map(|(_, _, text)| text.lines()).map(str::trim);
    let values = lines.filter(|l| !l.starts_with('#')).map(|line| {
        match line.trim_start_matches('*').strip_prefix('[') {
            Some(variant) => variant.split_once(']').map_or("", |(_, v)| v),
            None => line.split_once(" = ").map_or(line, |(_, v)| v),
        }
    });
    values
        .flat_map(|v| v.split(['{', '}']).step_by(2))
        .map(str::trim)
        .filter(|chunk| chunk.split_whitespace().count() >= 4)
        .map(String::from)
        .collect()
}
