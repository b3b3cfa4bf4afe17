//! A service reply as Discord messages: text with mentions, the board PNG, buttons, files;
//! notices as direct messages (a closed DM is skipped quietly).

use super::pictures::Drawn;
use super::pieces::{pieces, LIMIT};
use super::timestamps::localize;
use crate::service::{ButtonStyle as Style, Reply};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, Http,
    UserId,
};
use tracing::{debug, warn};

fn png(bytes: &[u8]) -> CreateAttachment {
    CreateAttachment::bytes(bytes.to_vec(), "board.png")
}

/// The text with the users to mention appended, in pieces Discord accepts (the first goes
/// with the files and buttons, the others follow).
fn content(reply: &Reply) -> Vec<String> {
    let mut text = localize(&reply.text);
    if !reply.mentions.is_empty() {
        let tags: Vec<String> = reply.mentions.iter().map(|u| format!("<@{u}>")).collect();
        text.push_str(&format!("\n{}", tags.join(" ")));
    }
    pieces(&text, LIMIT)
}

fn first(reply: &Reply) -> String {
    content(reply).into_iter().next().unwrap_or_default()
}

/// Follow-up messages with the text that did not fit in the first.
pub fn overflow(drawn: &Drawn) -> Vec<CreateInteractionResponseFollowup> {
    let reply = &drawn.reply;
    content(reply)
        .into_iter()
        .skip(1)
        .map(|text| {
            CreateInteractionResponseFollowup::new()
                .content(text)
                .ephemeral(reply.ephemeral)
                .allowed_mentions(mentions(reply))
        })
        .collect()
}

fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(reply.mentions.iter().map(|&u| UserId::new(u)))
}

fn buttons(reply: &Reply) -> Vec<CreateActionRow> {
    if reply.buttons.is_empty() {
        return Vec::new();
    }
    let row = reply
        .buttons
        .iter()
        .map(|b| {
            let style = match b.style {
                Style::Accept => ButtonStyle::Success,
                Style::Decline => ButtonStyle::Danger,
            };
            CreateButton::new(&b.custom_id).label(&b.label).style(style)
        })
        .collect();
    vec![CreateActionRow::Buttons(row)]
}

/// Files: the board as board.png, then any others (the record, the replay).
pub fn attachments(drawn: &Drawn) -> Vec<CreateAttachment> {
    let mut files: Vec<_> = drawn.board.iter().map(|b| png(b)).collect();
    for f in &drawn.reply.files {
        files.push(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
    }
    files
}

pub fn message(drawn: &Drawn) -> CreateInteractionResponseMessage {
    let reply = &drawn.reply;
    CreateInteractionResponseMessage::new()
        .content(first(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(drawn))
}

pub fn followup(drawn: &Drawn) -> CreateInteractionResponseFollowup {
    let reply = &drawn.reply;
    CreateInteractionResponseFollowup::new()
        .content(first(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(drawn))
}

/// Posts an announcement (a reminder, a forfeit) into a channel or thread.
pub async fn post(http: &Http, channel: u64, drawn: &Drawn) {
    let reply = &drawn.reply;
    for (i, text) in content(reply).into_iter().enumerate() {
        let mut msg = CreateMessage::new()
            .content(text)
            .allowed_mentions(mentions(reply));
        if i == 0 {
            msg = msg.components(buttons(reply)).add_files(attachments(drawn));
        }
        if let Err(e) = ChannelId::new(channel).send_message(http, msg).await {
            warn!(channel, "cannot post to the game's channel: {e}");
            return;
        }
    }
}

/// Direct messages; users who closed their DMs are skipped without fuss.
pub async fn notify(http: &Http, drawn: &Drawn) {
    for (n, board) in drawn.reply.notices.iter().zip(&drawn.notice_boards) {
        let result = async {
            let dm = UserId::new(n.user).create_dm_channel(http).await?;
            for (i, text) in pieces(&localize(&n.text), LIMIT).into_iter().enumerate() {
                let mut msg = CreateMessage::new().content(text);
                if let (0, Some(b)) = (i, board) {
                    msg = msg.add_file(png(b));
                }
                dm.id.send_message(http, msg).await?;
            }
            Ok::<(), serenity::Error>(())
        }
        .await;
        if let Err(e) = result {
            debug!(user = n.user, "direct message not delivered: {e}");
        }
    }
}
