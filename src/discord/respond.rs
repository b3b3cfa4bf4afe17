//! A service reply as Discord messages: text with mentions, the pictures, buttons, files;
//! the edits that answer a button or finish a deferred answer; notices as direct messages
//! (a closed DM is skipped quietly).

use super::dms::DmChannels;
use super::pictures::Drawn;
use super::split::{pieces, LIMIT};
use super::timestamps::localize;
use crate::service::{ButtonStyle as Style, Reply};
use serde_json::{json, Value};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, Http,
    UserId,
};
use tracing::{debug, warn};

/// Discord's UPDATE_MESSAGE interaction callback: a button's answer edits its message.
const UPDATE_MESSAGE: u8 = 7;

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

/// The reply's buttons in a row, and its menu in a row of its own.
fn buttons(reply: &Reply) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    if !reply.buttons.is_empty() {
        rows.push(button_row(reply));
    }
    if let Some(m) = &reply.menu {
        let options = m
            .options
            .iter()
            .map(|o| CreateSelectMenuOption::new(o, o))
            .collect();
        let kind = CreateSelectMenuKind::String { options };
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(&m.custom_id, kind).placeholder(&m.placeholder),
        ));
    }
    rows
}

fn button_row(reply: &Reply) -> CreateActionRow {
    let row = reply
        .buttons
        .iter()
        .map(|b| {
            let style = match b.style {
                Style::Accept => ButtonStyle::Success,
                Style::Decline => ButtonStyle::Danger,
                Style::Neutral => ButtonStyle::Secondary,
            };
            CreateButton::new(&b.custom_id).label(&b.label).style(style)
        })
        .collect();
    CreateActionRow::Buttons(row)
}

/// Files: the board as board.png, then any others (the record), then the replay, then the
/// rating chart.
pub fn attachments(drawn: &Drawn) -> Vec<CreateAttachment> {
    let mut files: Vec<_> = drawn.board.iter().map(|b| png(b)).collect();
    for f in &drawn.reply.files {
        files.push(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
    }
    if let (Some(gif), Some(r)) = (&drawn.replay, &drawn.reply.replay) {
        files.push(CreateAttachment::bytes(gif.clone(), r.name.clone()));
    }
    if let Some(png) = &drawn.graph {
        files.push(CreateAttachment::bytes(png.clone(), "evaluation.png"));
    }
    for (name, png) in &drawn.moments {
        files.push(CreateAttachment::bytes(png.clone(), name.clone()));
    }
    if let (Some(png), Some(c)) = (&drawn.chart, &drawn.reply.chart) {
        files.push(CreateAttachment::bytes(png.clone(), c.name.clone()));
    }
    if let (Some(png), Some(t)) = (&drawn.table, &drawn.reply.table) {
        files.push(CreateAttachment::bytes(png.clone(), t.name.clone()));
    }
    files
}

/// The answer itself (CHANNEL_MESSAGE_WITH_SOURCE).
pub fn message(drawn: &Drawn) -> CreateInteractionResponseMessage {
    let reply = &drawn.reply;
    CreateInteractionResponseMessage::new()
        .content(first(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(drawn))
}

/// A deferred answer's message, edited into place (PATCH @original): it keeps the
/// visibility the deferral chose.
pub fn edit(drawn: &Drawn) -> EditInteractionResponse {
    let reply = &drawn.reply;
    let mut edit = EditInteractionResponse::new()
        .content(first(reply))
        .allowed_mentions(mentions(reply))
        .components(buttons(reply));
    for file in attachments(drawn) {
        edit = edit.new_attachment(file);
    }
    edit
}

/// A new message after an interaction was answered (the game a pressed button began).
pub fn followup(drawn: &Drawn) -> CreateInteractionResponseFollowup {
    let reply = &drawn.reply;
    CreateInteractionResponseFollowup::new()
        .content(first(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(drawn))
}

/// UPDATE_MESSAGE replacing the pressed message's text and buttons. It has no
/// `attachments` field, so the message keeps its files (the final board); serenity's own
/// builder always sends one, which would remove them.
pub fn update(text: &str, rows: Vec<CreateActionRow>) -> Value {
    json!({
        "type": UPDATE_MESSAGE,
        "data": {
            "content": text,
            "components": rows,
            "allowed_mentions": {"parse": []},
        },
    })
}

/// A page turn: the pressed message becomes the new page.
pub fn page(drawn: &Drawn) -> Value {
    update(&first(&drawn.reply), buttons(&drawn.reply))
}

/// An answered question: the pressed message keeps its text, says what happened, and loses
/// its buttons.
pub fn settle(original: &str, what: &str) -> Value {
    let line = format!("\n**{what}**");
    let room = LIMIT.saturating_sub(line.chars().count());
    let kept: String = original.chars().take(room).collect();
    update(&format!("{kept}{line}"), Vec::new())
}

/// An outbox row's reply as Create Message bodies: its text in pieces Discord accepts, the
/// first with the pictures and buttons.
pub fn outbox_pieces(drawn: &Drawn) -> Vec<super::api::Message> {
    let reply = &drawn.reply;
    let mentions = serde_json::to_value(mentions(reply)).unwrap_or(Value::Null);
    let mut files: Vec<(String, Vec<u8>)> = drawn
        .board
        .iter()
        .map(|b| ("board.png".to_string(), b.clone()))
        .collect();
    let rows = serde_json::to_value(buttons(reply)).unwrap_or(json!([]));
    content(reply)
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            let mut body = json!({"content": text, "allowed_mentions": mentions});
            if i == 0 {
                body["components"] = rows.clone();
            }
            super::api::Message {
                json: body,
                files: if i == 0 {
                    std::mem::take(&mut files)
                } else {
                    Vec::new()
                },
            }
        })
        .collect()
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
pub async fn notify(http: &Http, dms: &DmChannels, drawn: &Drawn) {
    for (n, board) in drawn.reply.notices.iter().zip(&drawn.notice_boards) {
        let result = async {
            let dm = dms.channel(http, n.user).await?;
            for (i, text) in pieces(&localize(&n.text), LIMIT).into_iter().enumerate() {
                let mut msg = CreateMessage::new().content(text);
                if let (0, Some(b)) = (i, board) {
                    msg = msg.add_file(png(b));
                }
                if let Err(e) = dm.send_message(http, msg).await {
                    dms.forget(n.user);
                    return Err(e);
                }
            }
            Ok::<(), serenity::Error>(())
        }
        .await;
        if let Err(e) = result {
            debug!(user = n.user, "direct message not delivered: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answered_question_keeps_its_text_and_files_and_loses_its_buttons() {
        let v = settle("Game #1: alice challenges anyone.", "Accepted by bob.");
        assert_eq!(v["type"], 7);
        assert_eq!(
            v["data"]["content"],
            "Game #1: alice challenges anyone.\n**Accepted by bob.**"
        );
        assert_eq!(v["data"]["components"], json!([]));
        assert!(v["data"].get("attachments").is_none(), "files are kept");
    }

    #[test]
    fn a_settled_message_still_fits() {
        let v = settle(&"x".repeat(LIMIT), "Declined by bob.");
        let text = v["data"]["content"].as_str().unwrap();
        assert_eq!(text.chars().count(), LIMIT);
        assert!(text.ends_with("**Declined by bob.**"));
    }
}
