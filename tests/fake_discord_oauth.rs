//! The fake Discord alone (no bot), as the web board's tests lean on it: OAuth2's authorize
//! page, token exchange and Get Current User as Discord documents them; an Activity's code;
//! Get Application Activity Instance; and LAUNCH_ACTIVITY (callback type 12), accepted where
//! Discord accepts it and starting an instance.

mod fake_discord;
use fake_discord::*;
use reqwest::redirect::Policy;
use reqwest::{Client, Response};
use serde_json::{json, Value};
use std::time::Duration;

const ALICE: (u64, &str) = (11, "alice");
const BOB: (u64, &str) = (12, "bob");
const BACK: &str = "http://127.0.0.1:8080/auth/callback";

/// A browser's client that does not follow redirects: the test reads them.
fn browser() -> Client {
    Client::builder().redirect(Policy::none()).build().unwrap()
}

async fn json_of(r: Response) -> (u16, Value) {
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// The authorize URL as the app writes it, with `params` replacing or adding to the usual.
fn authorize_url(fake: &FakeDiscord, params: &[(&str, &str)]) -> String {
    let mut all = vec![
        ("client_id", APP_ID.to_string()),
        (
            "redirect_uri",
            "http%3A%2F%2F127.0.0.1%3A8080%2Fauth%2Fcallback".into(),
        ),
        ("response_type", "code".into()),
        ("scope", "identify".into()),
        ("state", "s%2F1+2%3D".into()),
    ];
    for (k, v) in params {
        all.retain(|(n, _)| n != k);
        if !v.is_empty() {
            all.push((k, v.to_string()));
        }
    }
    let query: Vec<String> = all.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{}/oauth2/authorize?{}", fake.api_url(), query.join("&"))
}

/// Follows the authorize page as a signed-in browser: the code in the redirect.
async fn code_by_browser(fake: &FakeDiscord) -> String {
    let r = browser()
        .get(authorize_url(fake, &[]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 302);
    let location = r.headers()["location"].to_str().unwrap().to_string();
    let query = location.split_once('?').unwrap().1;
    let code = query.split('&').find_map(|kv| kv.strip_prefix("code="));
    code.unwrap().to_string()
}

/// POST /api/oauth2/token with `form`, the client's credentials as form fields.
async fn exchange(fake: &FakeDiscord, form: &[(&str, &str)]) -> (u16, Value) {
    let mut fields = vec![("client_id", APP_ID.to_string())];
    fields.push(("client_secret", CLIENT_SECRET.to_string()));
    fields.extend(form.iter().map(|(k, v)| (*k, v.to_string())));
    let url = format!("{}/api/oauth2/token", fake.api_url());
    json_of(browser().post(url).form(&fields).send().await.unwrap()).await
}

async fn me(fake: &FakeDiscord, auth: Option<&str>) -> (u16, Value) {
    let mut request = browser().get(format!("{}/api/v10/users/@me", fake.api_url()));
    if let Some(a) = auth {
        request = request.header("Authorization", a);
    }
    json_of(request.send().await.unwrap()).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_authorize_page_sends_a_signed_in_user_back_with_a_code_and_the_state() {
    let fake = FakeDiscord::start().await;
    let r = browser()
        .get(authorize_url(&fake, &[]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200, "no one signed in: the login page");
    fake.sign_in_at_discord(ALICE.0, ALICE.1);
    let r = browser()
        .get(authorize_url(&fake, &[]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 302);
    let location = r.headers()["location"].to_str().unwrap();
    let (base, query) = location.split_once('?').unwrap();
    assert_eq!(base, BACK);
    let keys: Vec<&str> = query
        .split('&')
        .map(|kv| kv.split('=').next().unwrap())
        .collect();
    assert_eq!(keys, ["code", "state"], "{location}");
    assert!(
        query.ends_with("&state=s%2F1%202%3D"),
        "the state as given: {location}"
    );
    let code = query
        .split('&')
        .next()
        .unwrap()
        .strip_prefix("code=")
        .unwrap();
    assert!(code.len() >= 20 && code.chars().all(|c| c.is_ascii_alphanumeric()));
    // The same at /api/oauth2/authorize, where Discord also serves it.
    let url = authorize_url(&fake, &[]).replace("/oauth2/", "/api/oauth2/");
    assert_eq!(
        browser().get(url).send().await.unwrap().status().as_u16(),
        302
    );
    // Cancel: back without a code.
    fake.consent_at_discord(false);
    let r = browser()
        .get(authorize_url(&fake, &[]))
        .send()
        .await
        .unwrap();
    let location = r.headers()["location"].to_str().unwrap();
    assert!(
        location.starts_with(&format!("{BACK}?error=access_denied&")),
        "{location}"
    );
    assert!(!location.contains("code="));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_authorize_page_says_which_parameter_is_wrong() {
    let fake = FakeDiscord::start().await;
    fake.sign_in_at_discord(ALICE.0, ALICE.1);
    for (params, word) in [
        (&[("client_id", "1234")][..], "client_id"),
        (&[("response_type", "token")][..], "response_type"),
        (&[("scope", "email")][..], "scope"),
        (&[("scope", "")][..], "scope"),
        (&[("redirect_uri", "")][..], "redirect_uri"),
        (
            &[("redirect_uri", "%2Fauth%2Fcallback")][..],
            "redirect_uri",
        ),
    ] {
        let r = browser()
            .get(authorize_url(&fake, params))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 400, "{params:?}");
        assert!(r.headers().get("location").is_none());
        let page = r.text().await.unwrap();
        assert!(page.contains(word), "{params:?}: {page}");
    }
    // More scopes than identify are fine.
    let url = authorize_url(&fake, &[("scope", "identify%20guilds")]);
    assert_eq!(
        browser().get(url).send().await.unwrap().status().as_u16(),
        302
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_is_exchanged_once_for_a_token_that_names_the_user() {
    let fake = FakeDiscord::start().await;
    fake.sign_in_at_discord(ALICE.0, ALICE.1);
    fake.set_locale(ALICE.0, "de");
    let code = code_by_browser(&fake).await;
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", BACK),
    ];
    let (status, token) = exchange(&fake, &form).await;
    assert_eq!(status, 200, "{token}");
    assert_eq!(token["token_type"], "Bearer");
    assert_eq!(token["expires_in"], 604800);
    assert_eq!(token["scope"], "identify");
    assert!(token["refresh_token"].is_string());
    let access = token["access_token"].as_str().unwrap();
    let (status, again) = exchange(&fake, &form).await;
    assert_eq!(
        (status, again),
        (
            400,
            json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."})
        ),
        "a code is good once"
    );
    let (status, user) = me(&fake, Some(&format!("Bearer {access}"))).await;
    assert_eq!(status, 200);
    assert_eq!(
        (&user["id"], &user["username"], &user["global_name"]),
        (&json!("11"), &json!("alice"), &json!("alice"))
    );
    assert_eq!(
        (&user["discriminator"], &user["avatar"], &user["locale"]),
        (&json!("0"), &Value::Null, &json!("de"))
    );
    assert!(user.get("email").is_none(), "identify gives no email");
    let unauthorized = json!({"message": "401: Unauthorized", "code": 0});
    assert_eq!(me(&fake, None).await, (401, unauthorized.clone()));
    assert_eq!(
        me(&fake, Some("Bearer nonsense")).await,
        (401, unauthorized.clone())
    );
    // A week later the token has run out.
    fake.later_at_discord(Duration::from_secs(604_800));
    assert_eq!(me(&fake, Some(&format!("Bearer {access}"))).await.0, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_url_checks_the_client_the_body_and_the_code() {
    let fake = FakeDiscord::start().await;
    fake.sign_in_at_discord(BOB.0, BOB.1);
    let url = format!("{}/api/v10/oauth2/token", fake.api_url());
    let code = code_by_browser(&fake).await;
    let grant = |code: &str, secret: &str| {
        vec![
            ("grant_type", "authorization_code".to_string()),
            ("code", code.to_string()),
            ("redirect_uri", BACK.to_string()),
            ("client_id", APP_ID.to_string()),
            ("client_secret", secret.to_string()),
        ]
    };
    // A wrong secret, as a form field or in Basic auth.
    let r = browser().post(&url).form(&grant(&code, "guess")).send();
    assert_eq!(
        json_of(r.await.unwrap()).await,
        (401, json!({"error": "invalid_client"}))
    );
    let basic = browser()
        .post(&url)
        .basic_auth(APP_ID, Some("guess"))
        .form(&grant(&code, "")[..3]);
    assert_eq!(json_of(basic.send().await.unwrap()).await.0, 401);
    // JSON: Discord reads form bodies only.
    let body = json!({"grant_type": "authorization_code", "code": code, "redirect_uri": BACK,
        "client_id": APP_ID.to_string(), "client_secret": CLIENT_SECRET});
    let r = browser()
        .post(&url)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send();
    let (status, refusal) = json_of(r.await.unwrap()).await;
    assert_eq!(
        (status, &refusal["error"]),
        (400, &json!("unsupported_grant_type"))
    );
    // Another redirect URI than the code's.
    let mut other = grant(&code, CLIENT_SECRET);
    other[2].1 = "http://127.0.0.1:8080/elsewhere".into();
    let (status, refusal) = json_of(browser().post(&url).form(&other).send().await.unwrap()).await;
    assert_eq!(
        (status, refusal),
        (
            400,
            json!({"error": "invalid_grant", "error_description": "Invalid \"redirect_uri\" in request."})
        )
    );
    // None of these used the code up; Basic auth with the right secret exchanges it.
    let basic = browser()
        .post(&url)
        .basic_auth(APP_ID, Some(CLIENT_SECRET))
        .form(&grant(&code, "")[..3]);
    let (status, token) = json_of(basic.send().await.unwrap()).await;
    assert_eq!(status, 200, "{token}");
    // A refresh token gives a new access token, once.
    let refresh = token["refresh_token"].as_str().unwrap();
    let form = [("grant_type", "refresh_token"), ("refresh_token", refresh)];
    let (status, fresh) = exchange(&fake, &form).await;
    assert_eq!(status, 200, "{fresh}");
    assert_ne!(fresh["access_token"], token["access_token"]);
    assert_eq!(exchange(&fake, &form).await.0, 400);
    // A code waits 10 minutes at most.
    let late = code_by_browser(&fake).await;
    fake.later_at_discord(Duration::from_secs(601));
    let form = [
        ("grant_type", "authorization_code"),
        ("code", late.as_str()),
        ("redirect_uri", BACK),
    ];
    assert_eq!(exchange(&fake, &form).await.0, 400);
    // The token URL is under the API base, as Discord's is.
    let bare = format!("{}/oauth2/token", fake.api_url());
    let r = browser()
        .post(bare)
        .form(&grant(&code, CLIENT_SECRET))
        .send();
    assert_eq!(r.await.unwrap().status().as_u16(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activitys_code_is_exchanged_without_a_redirect_uri() {
    let fake = FakeDiscord::start().await;
    let code = fake.activity_code(ALICE.0, ALICE.1);
    let with = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", BACK),
    ];
    assert_eq!(
        exchange(&fake, &with).await.0,
        400,
        "it was given no redirect URI"
    );
    let (status, token) = exchange(&fake, &with[..2]).await;
    assert_eq!(status, 200, "{token}");
    let bearer = format!("Bearer {}", token["access_token"].as_str().unwrap());
    assert_eq!(me(&fake, Some(&bearer)).await.1["id"], "11");
    // A browser's code needs its redirect URI.
    fake.sign_in_at_discord(BOB.0, BOB.1);
    let code = code_by_browser(&fake).await;
    let without = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
    ];
    assert_eq!(exchange(&fake, &without).await.0, 400);
}

async fn instance(fake: &FakeDiscord, app: u64, id: &str, auth: Option<&str>) -> (u16, Value) {
    let url = format!(
        "{}/api/v10/applications/{app}/activity-instances/{id}",
        fake.api_url()
    );
    let mut request = browser().get(url);
    if let Some(a) = auth {
        request = request.header("Authorization", a);
    }
    json_of(request.send().await.unwrap()).await
}

const BOT: Option<&str> = Some("Bot fake-bot-token.secret");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activity_instance_is_read_with_the_bots_token() {
    let fake = FakeDiscord::start().await;
    let id = "i-77-gc-100-300";
    fake.open_activity(id, GUILD, 300, &[ALICE.0, BOB.0]);
    let (status, body) = instance(&fake, APP_ID, id, BOT).await;
    assert_eq!(status, 200);
    assert_eq!(body["application_id"], APP_ID.to_string());
    assert_eq!(body["instance_id"], id);
    assert!(body["launch_id"].as_str().unwrap().parse::<u64>().is_ok());
    assert_eq!(
        body["location"],
        json!({"id": "gc-100-300", "kind": "gc", "channel_id": "300", "guild_id": "100"})
    );
    assert_eq!(body["users"], json!(["11", "12"]));
    let not_found = (404, json!({"message": "404: Not Found", "code": 0}));
    assert_eq!(instance(&fake, APP_ID, "i-1-gc-1-1", BOT).await, not_found);
    assert_eq!(instance(&fake, 1234, id, BOT).await.0, 404, "another app's");
    assert_eq!(instance(&fake, APP_ID, id, None).await.0, 401);
    let bearer = Some("Bearer something");
    assert_eq!(instance(&fake, APP_ID, id, bearer).await.0, 401);
    fake.leave_activity(id, ALICE.0);
    assert_eq!(
        instance(&fake, APP_ID, id, BOT).await.1["users"],
        json!(["12"])
    );
    fake.leave_activity(id, BOB.0);
    assert_eq!(instance(&fake, APP_ID, id, BOT).await, not_found, "ended");
}

/// POST /interactions/{id}/{token}/callback with `body`, for an interaction the fake holds.
async fn callback(fake: &FakeDiscord, id: u64, body: Value) -> (u16, Value) {
    let url = format!(
        "{}/api/v10/interactions/{id}/{}/callback",
        fake.api_url(),
        token_of(id)
    );
    let r = browser()
        .post(url)
        .header("content-type", "application/json")
        .body(body.to_string());
    json_of(r.send().await.unwrap()).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn launch_activity_answers_a_button_and_starts_an_instance_there() {
    let fake = FakeDiscord::start().await;
    let msg = fake.put_message(CHANNEL, "a game", json!([]));
    let at = thread(400);
    let press = |id: u64, who| button(id, who, at, fake.message_json(msg), "board");
    // Built before the lock: reading the message takes it too.
    let alices = press(1, ALICE);
    fake.state.lock().unwrap().world.received(&alices);
    // serenity sends `"data": null` with it.
    let launch = json!({"type": 12, "data": null});
    assert_eq!(callback(&fake, 1, launch.clone()).await.0, 204);
    assert_eq!(fake.interaction(&token_of(1)).response, Some(12));
    let id = fake.last_activity_instance().expect("an instance");
    assert_eq!(fake.activity_of(&token_of(1)), Some(id.clone()));
    assert!(id.ends_with("-gc-100-400"), "{id}");
    let (_, body) = instance(&fake, APP_ID, &id, BOT).await;
    assert_eq!(body["location"]["channel_id"], "400", "the thread");
    assert_eq!(body["users"], json!(["11"]));
    // Bob's press in the same thread joins the same instance; a command launches it too.
    let bobs = press(2, BOB);
    fake.state.lock().unwrap().world.received(&bobs);
    assert_eq!(callback(&fake, 2, json!({"type": 12})).await.0, 204);
    assert_eq!(fake.last_activity_instance(), Some(id.clone()));
    assert_eq!(fake.activity_instance(&id).unwrap().users, [ALICE.0, BOB.0]);
    let command = slash(3, ALICE, IN_CHANNEL, "board", &[]);
    fake.state.lock().unwrap().world.received(&command);
    assert_eq!(callback(&fake, 3, json!({"type": 12})).await.0, 204);
    let other = fake.last_activity_instance().unwrap();
    assert!(other != id && other.ends_with("-gc-100-200"), "{other}");
    // Answered once.
    let (status, body) = callback(&fake, 3, json!({"type": 12})).await;
    assert_eq!((status, &body["code"]), (400, &json!(40060)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn launch_activity_is_refused_where_discord_refuses_it() {
    let fake = FakeDiscord::start().await;
    let invalid = |(status, body): (u16, Value)| {
        status == 400
            && body["errors"]["type"]["_errors"][0]["code"] == "INTERACTION_CALLBACK_TYPE_INVALID"
    };
    let typed = autocomplete(1, ALICE, IN_CHANNEL, "e2");
    fake.state.lock().unwrap().world.received(&typed);
    assert!(
        invalid(callback(&fake, 1, json!({"type": 12})).await),
        "autocomplete"
    );
    assert_eq!(fake.interaction(&token_of(1)).response, None);
    let command = slash(2, ALICE, IN_CHANNEL, "board", &[]);
    fake.state.lock().unwrap().world.received(&command);
    let with_data = json!({"type": 12, "data": {"content": "here"}});
    assert!(invalid(callback(&fake, 2, with_data).await), "with data");
    fake.activities_enabled(false);
    assert!(
        invalid(callback(&fake, 2, json!({"type": 12})).await),
        "Activities off"
    );
    fake.activities_enabled(true);
    assert_eq!(callback(&fake, 2, json!({"type": 12})).await.0, 204);
    // A modal submission may launch it too (docs: activities/how-activities-work).
    let mut submitted = slash(3, BOB, IN_CHANNEL, "board", &[]);
    submitted["type"] = json!(5);
    submitted["data"] = json!({"custom_id": "name", "components": []});
    fake.state.lock().unwrap().world.received(&submitted);
    assert_eq!(callback(&fake, 3, json!({"type": 12})).await.0, 204);
    assert_eq!(
        fake.last_activity_instance()
            .map(|i| i.ends_with("-gc-100-200")),
        Some(true)
    );
}
