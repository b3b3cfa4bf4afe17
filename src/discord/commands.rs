//! The slash commands, as registered with Discord, and where Discord offers them: games
//! belong to a server's channels, so only the commands that need no game are offered in
//! direct messages with the bot.

use crate::rules::VariantId;
use serenity::all::{
    CommandOptionType, CreateCommand, CreateCommandOption, InstallationContext, InteractionContext,
};

/// The commands a direct message with the bot offers: help, the rules, and lists.
const IN_DMS: [&str; 3] = ["help", "rules", "games"];

/// Whether `/name` works in a direct message with the bot.
pub fn usable_in_dms(name: &str) -> bool {
    IN_DMS.contains(&name)
}

/// Every command; `global` ones carry where they are offered (Discord documents `contexts`
/// and `integration_types` for global commands only: a server's own commands exist in that
/// server alone).
pub fn all(global: bool) -> Vec<CreateCommand> {
    let list = definitions();
    if !global {
        return list;
    }
    list.into_iter().map(placed).collect()
}

/// Installed to servers only (GUILD_INSTALL); offered in servers (GUILD), and for the
/// commands that need no game also in the bot's direct messages (BOT_DM).
fn placed(c: CreateCommand) -> CreateCommand {
    let mut contexts = vec![InteractionContext::Guild];
    if usable_in_dms(&name_of(&c)) {
        contexts.push(InteractionContext::BotDm);
    }
    c.integration_types(vec![InstallationContext::Guild])
        .contexts(contexts)
}

/// The name a command is registered under (the builder keeps it private).
fn name_of(c: &CreateCommand) -> String {
    serde_json::to_value(c)
        .ok()
        .and_then(|v| v["name"].as_str().map(String::from))
        .unwrap_or_default()
}

fn game_option() -> CreateCommandOption {
    CreateCommandOption::new(
        CommandOptionType::Integer,
        "game",
        "Game number, when you play several here",
    )
    .min_int_value(1)
}

fn simple(name: &str, about: &str) -> CreateCommand {
    CreateCommand::new(name)
        .description(about)
        .add_option(game_option())
}

fn definitions() -> Vec<CreateCommand> {
    let mut variant = CreateCommandOption::new(
        CommandOptionType::String,
        "variant",
        "Rule set (default neo)",
    );
    for v in VariantId::ALL {
        variant = variant.add_string_choice(v.name(), v.name());
    }
    let colour = CreateCommandOption::new(
        CommandOptionType::String,
        "colour",
        "Your colour (default random)",
    )
    .add_string_choice("white", "white")
    .add_string_choice("black", "black")
    .add_string_choice("random", "random");
    let mut days = CreateCommandOption::new(CommandOptionType::Integer, "days", "Days per move");
    for d in crate::service::DAYS_PER_MOVE {
        days = days.add_int_choice(format!("{d}"), d as i32);
    }
    vec![
        CreateCommand::new("challenge")
            .description("Challenge someone (or anyone here) to a game")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "opponent",
                "Who to play; leave out for an open challenge",
            ))
            .add_option(variant)
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "options",
                    "Options, e.g. balanced=true (neo), victory=shape:20 limit=200 (simple), ambush=all (heligon)",
                )
                .max_length(200),
            )
            .add_option(colour)
            .add_option(days),
        simple("accept", "Accept a challenge"),
        simple("decline", "Decline a challenge to you"),
        simple("cancel", "Withdraw your challenge"),
        CreateCommand::new("move")
            .description("Play a move: c3-c5, c3xc5, T25@e6")
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "move", "Your move")
                    .required(true)
                    .set_autocomplete(true)
                    .max_length(200),
            )
            .add_option(game_option()),
        simple("board", "Show the board"),
        CreateCommand::new("games")
            .description("List games: yours, a player's, or this channel's")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "player",
                "Whose games",
            ))
            .add_option(CreateCommandOption::new(
                CommandOptionType::Boolean,
                "channel",
                "This channel's games",
            )),
        CreateCommand::new("vacation")
            .description("Stop your clocks for 1 to 14 days (30 days a year)")
            .add_option(
                CreateCommandOption::new(CommandOptionType::Integer, "days", "How many days")
                    .required(true)
                    .min_int_value(1)
                    .max_int_value(14),
            ),
        CreateCommand::new("stats")
            .description("Games won, lost and drawn on this server")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "player",
                "Whose record (yours if left out)",
            )),
        simple("resign", "Resign the game (you are asked to confirm)"),
        simple("abort", "Call off a game before both players have moved: no result"),
        CreateCommand::new("draw")
            .description("Offer, accept or decline a draw")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "action",
                    "offer, accept or decline",
                )
                .add_string_choice("offer", "offer")
                .add_string_choice("accept", "accept")
                .add_string_choice("decline", "decline"),
            )
            .add_option(game_option()),
        simple("watch", "Get a direct message after every move of a game"),
        simple("unwatch", "Stop watching a game"),
        simple("history", "The game record, and an animated replay"),
        CreateCommand::new("rules")
            .description("How a variant is played")
            .add_option({
                let mut v =
                    CreateCommandOption::new(CommandOptionType::String, "variant", "Which variant");
                for id in VariantId::ALL {
                    v = v.add_string_choice(id.name(), id.name());
                }
                v
            }),
        CreateCommand::new("help").description("What the bot can do"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registered(global: bool) -> Vec<serde_json::Value> {
        all(global)
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect()
    }

    #[test]
    fn only_commands_without_a_game_are_offered_in_direct_messages() {
        for c in registered(true) {
            let name = c["name"].as_str().unwrap();
            let expected = if ["help", "rules", "games"].contains(&name) {
                serde_json::json!([0, 1])
            } else {
                serde_json::json!([0])
            };
            assert_eq!(c["contexts"], expected, "/{name}");
            assert_eq!(c["integration_types"], serde_json::json!([0]), "/{name}");
        }
    }

    #[test]
    fn a_servers_own_commands_carry_no_global_only_fields() {
        for c in registered(false) {
            assert!(c.get("contexts").is_none() && c.get("integration_types").is_none());
        }
    }
}
