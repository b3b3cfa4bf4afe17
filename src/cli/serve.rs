use crate::console::Console;
use crate::discord::config::Config;
use crate::i18n::Lang;
use crate::service::chores::Served;
use crate::service::Service;
use crate::web::play::local::LocalDesk;
use crate::web::{self, SignInConfig, WebConfig};
use clap::Args;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Args)]
pub struct ServeArgs {
    /// The configuration file (see config.example.toml)
    #[arg(long, default_value = "config.toml")]
    config: PathBuf,
}

/// Runs the bot; with no token configured, the local console on the same database instead.
pub fn run(args: &ServeArgs) -> Result<String, String> {
    let config = if args.config.exists() || args.config != Path::new("config.toml") {
        Config::load(&args.config)?
    } else {
        Config::from_text("", "the defaults", |k| std::env::var(k).ok())?
    };
    let token = config
        .token
        .clone()
        .or_else(|| std::env::var("DISCORD_TOKEN").ok())
        .filter(|t| !t.trim().is_empty());
    crate::discord::init_logging(&config.log_level, token.as_deref());
    // One runtime for the bot and the web pages; the console runs beside it on this thread.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let pages = WebConfig {
        listen: config.web_listen.clone(),
        embed: config.web_embed.clone(),
        sign_in: sign_in(&config),
        limits: web::Limits {
            header_timeout: std::time::Duration::from_secs(config.web_header_timeout),
            connections: config.web_connections,
            streams: config.web_streams,
            streams_per_sender: config.web_streams_per_sender,
        },
    };
    match token {
        Some(token) => rt
            .block_on(crate::discord::run(config, token, Some(pages)))
            .map(|_| String::new()),
        None => {
            let images = board_folder(&config.database);
            eprintln!(
                "No Discord token (set DISCORD_TOKEN or `token` in {}): starting the local console on {} instead; board pictures go to {}.",
                args.config.display(),
                crate::store::sql::Location::of(&config.database).shown(),
                images.display()
            );
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64);
            // One service for the console and the pages, set up as the bot's would be.
            let service = Arc::new(Served::new(configured(&config)?));
            let desk = LocalDesk::on(service.clone());
            rt.block_on(web::start(&pages, &config.database, Some(Arc::new(desk))));
            let mut console = Console::on(service, Some(images), now, Lang::En)?;
            console
                .run(std::io::stdin().lock(), &mut std::io::stdout())
                .map_err(|e| e.to_string())?;
            Ok(String::new())
        }
    }
}

/// The service on the configured database with the configuration's defaults (days per
/// move, a challenge's days, the rated pair limit, the pages' address, the outage
/// threshold); the console shows its replies at once, so no outbox.
fn configured(config: &Config) -> Result<Service, String> {
    let mut service = Service::open(&config.database)?;
    service.set_web_url(config.web_url.as_deref());
    service.set_challenge_days(config.challenge_days);
    service.set_default_days(config.default_days);
    service.set_rated_pair_limit(config.rated_pair_limit);
    service.watch_outages(config.outage_seconds as i64);
    Ok(service)
}

/// Where the console started by `serve` writes its pictures: `boards/` beside the database
/// file (in the working directory for a database server).
fn board_folder(database: &Path) -> std::path::PathBuf {
    if let crate::store::sql::Location::Postgres(_) = crate::store::sql::Location::of(database) {
        return "boards".into();
    }
    database
        .parent()
        .unwrap_or_else(|| Path::new(""))
        .join("boards")
}

/// Signing in on the pages, when the application's id, its secret and the pages' public
/// address are all configured (the bot's token is added where there is one).
fn sign_in(config: &Config) -> Option<SignInConfig> {
    Some(SignInConfig {
        application_id: config.application_id?,
        client_secret: config.client_secret.clone()?,
        api_url: config.api_url.clone(),
        public_url: config.web_url.clone()?,
        bot_token: None,
    })
}
