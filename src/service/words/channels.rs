//! Channels as Discord shows them in a message: <#123>.

/// A channel as Discord shows it in a message: its name, linked.
pub fn mention(channel: u64) -> String {
    format!("<#{channel}>")
}

/// The channels games may begin in, for a refusal elsewhere: "<#1>, <#2>".
pub fn mentions(channels: &[u64]) -> String {
    let all: Vec<String> = channels.iter().copied().map(mention).collect();
    all.join(", ")
}
