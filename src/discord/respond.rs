//! A service reply as Discord messages: text with mentions, the board PNG, buttons, files;
//! notices as direct messages (a closed DM is skipped quietly).

use crate::service::{image, ButtonStyle as Style, Notice, Reply};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, Http,
    UserId,
};
use tracing::{debug, warn};

/// The text with the users to mention appended.
fn content(reply: &Reply) -> String {
    let mut text = reply.text.clone();
    if !reply.mentions.is_empty() {
        let tags: Vec<String> = reply.mentions.iter().map(|u| format!("<@{u}>")).collect();
        text.push_str(&format!("\n{}", tags.join(" ")));
    }
    text
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
pub fn attachments(reply: &Reply) -> Vec<CreateAttachment> {
    let mut files = Vec::new();
    if let Some(b) = &reply.board {
        match image::png(b) {
            Ok(png) => files.push(CreateAttachment::bytes(png, "board.png")),
            Err(e) => warn!("board image failed: {e}"),
        }
    }
    for f in &reply.files {
        files.push(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
    }
    files
}

pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(content(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(reply))
}

pub fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .ephemeral(reply.ephemeral)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(reply))
}

/// Posts an announcement (a reminder, a forfeit) into a channel or thread.
pub async fn post(http: &Http, channel: u64, reply: &Reply) {
    let msg = CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(attachments(reply));
    if let Err(e) = ChannelId::new(channel).send_message(http, msg).await {
        warn!(channel, "cannot post to the game's channel: {e}");
    }
}

/// Direct messages; users who closed their DMs are skipped without fuss.
pub async fn notify(http: &Http, notices: &[Notice]) {
    for n in notices {
        let result = async {
            let dm = UserId::new(n.user).create_dm_channel(http).await?;
            let mut msg = CreateMessage::new().content(&n.text);
            if let Some(b) = &n.board {
                if let Ok(png) = image::png(b) {
                    msg = msg.add_file(CreateAttachment::bytes(png, "board.png"));
                }
            }
            dm.id.send_message(http, msg).await.map(|_| ())
        }
        .await;
        if let Err(e) = result {
            debug!(user = n.user, "direct message not delivered: {e}");
        }
    }
}
