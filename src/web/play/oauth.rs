//! Discord's side of signing in: the authorize page's address, the code exchanged for an
//! access token (OAuth2's authorization code grant), the user read with it, and an
//! Activity's instance looked up with the bot's token (where it runs and who is in it).
//! All at the configured API base, so a fake Discord answers them in tests.

use serde::Deserialize;
use std::time::Duration;

/// Discord's own base, when the configuration names no other.
const DISCORD: &str = "https://discord.com";

/// The application as Discord knows it, and where to reach Discord.
pub struct Discord {
    base: String,
    pub client_id: u64,
    secret: String,
    bot_token: Option<String>,
    http: reqwest::Client,
}

/// The Discord user a code belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Someone {
    pub id: u64,
    pub name: String,
}

/// Where an Activity runs and who is in it, as Discord says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub guild: Option<u64>,
    pub channel: u64,
    pub users: Vec<u64>,
}

#[derive(Deserialize)]
struct Token {
    access_token: String,
}

#[derive(Deserialize)]
struct Me {
    id: String,
    username: String,
    global_name: Option<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: Option<String>,
    guild_id: Option<String>,
}

#[derive(Deserialize)]
struct InstanceBody {
    location: Location,
    #[serde(default)]
    users: Vec<String>,
}

impl Discord {
    /// `api` is the configuration's `api_url` (none: Discord's own).
    pub fn new(
        api: Option<&str>,
        client_id: u64,
        secret: String,
        bot_token: Option<String>,
    ) -> Discord {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap_or_default();
        Discord {
            base: api.unwrap_or(DISCORD).trim_end_matches('/').to_string(),
            client_id,
            secret,
            bot_token,
            http,
        }
    }

    /// Discord's page asking the user to let us know who they are (`identify` only); it
    /// comes back to `redirect` with a code and `state`.
    pub fn authorize_url(&self, redirect: &str, state: &str) -> String {
        format!(
            "{}/oauth2/authorize?client_id={}&redirect_uri={}&response_type=code&scope=identify&state={}",
            self.base,
            self.client_id,
            encode(redirect),
            encode(state)
        )
    }

    /// The access token a code is worth: `redirect` is the address the code was sent to
    /// (none for an Activity's code, which the Embedded App SDK gets without one).
    pub async fn exchange(&self, code: &str, redirect: Option<&str>) -> Result<String, String> {
        let id = self.client_id.to_string();
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("client_id", id.as_str()),
            ("client_secret", self.secret.as_str()),
        ];
        if let Some(r) = redirect {
            form.push(("redirect_uri", r));
        }
        let url = format!("{}/api/v10/oauth2/token", self.base);
        let res = self.http.post(url).form(&form).send().await;
        let body = answered(res, "the token exchange").await?;
        let t: Token = serde_json::from_slice(&body).map_err(|e| format!("the token: {e}"))?;
        Ok(t.access_token)
    }

    /// Who an access token belongs to.
    pub async fn me(&self, access_token: &str) -> Result<Someone, String> {
        let url = format!("{}/api/v10/users/@me", self.base);
        let res = self.http.get(url).bearer_auth(access_token).send().await;
        let body = answered(res, "the user").await?;
        let me: Me = serde_json::from_slice(&body).map_err(|e| format!("the user: {e}"))?;
        Ok(Someone {
            id: me.id.parse().map_err(|_| "the user's id is not a number")?,
            name: me.global_name.unwrap_or(me.username),
        })
    }

    /// Where the Activity instance `id` runs and who is in it (asked with the bot's token:
    /// the page's own word on its channel is never taken).
    pub async fn instance(&self, id: &str) -> Result<Instance, String> {
        let token = self.bot_token.as_deref().ok_or("no bot token")?;
        let url = format!(
            "{}/api/v10/applications/{}/activity-instances/{}",
            self.base,
            self.client_id,
            encode(id)
        );
        let res = self
            .http
            .get(url)
            .header("authorization", format!("Bot {token}"))
            .send()
            .await;
        let body = answered(res, "the activity").await?;
        let i: InstanceBody =
            serde_json::from_slice(&body).map_err(|e| format!("the activity: {e}"))?;
        let number = |s: &str| s.parse::<u64>().ok();
        Ok(Instance {
            guild: i.location.guild_id.as_deref().and_then(number),
            channel: i
                .location
                .channel_id
                .as_deref()
                .and_then(number)
                .ok_or("the activity has no channel")?,
            users: i.users.iter().filter_map(|u| number(u)).collect(),
        })
    }
}

/// The body of a successful answer; the status of any other, named for the log (never the
/// request, which carries the secret).
async fn answered(res: reqwest::Result<reqwest::Response>, what: &str) -> Result<Vec<u8>, String> {
    let res = res.map_err(|e| format!("{what}: Discord did not answer ({})", e.without_url()))?;
    let status = res.status();
    let body = res
        .bytes()
        .await
        .map_err(|e| format!("{what}: {}", e.without_url()))?;
    if !status.is_success() {
        return Err(format!("{what}: Discord answered {status}"));
    }
    Ok(body.to_vec())
}

/// `s` as a URL's query value (RFC 3986's unreserved characters kept).
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authorize_address_carries_the_return_address_encoded() {
        let d = Discord::new(None, 42, "s".into(), None);
        let url = d.authorize_url("https://rithmo.example/auth/callback", "ab12");
        assert_eq!(
            url,
            "https://discord.com/oauth2/authorize?client_id=42&redirect_uri=https%3A%2F%2Frithmo.example%2Fauth%2Fcallback&response_type=code&scope=identify&state=ab12"
        );
    }
}
