//! Members with roles, as Discord sends them: an interaction's `member.roles` lists the ids
//! of the caller's roles in that server (no privileged intent needed), and a ROLE option
//! (type 8) is sent as the role's id with the role itself in `data.resolved.roles`.

use serde_json::{json, Value};

/// A server's role as Discord's Role object has it.
pub fn role_object(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "name": name, "color": 0,
           "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
           "hoist": false, "icon": null, "unicode_emoji": null, "position": 1,
           "permissions": "0", "managed": false, "mentionable": true, "flags": 0})
}

/// `interaction` sent by a member holding `roles` (id, name); each ROLE option it carries,
/// at the top or in its subcommand, is resolved among them.
pub fn by_member_of(mut interaction: Value, roles: &[(u64, &str)]) -> Value {
    let ids: Vec<String> = roles.iter().map(|(id, _)| id.to_string()).collect();
    interaction["member"]["roles"] = json!(ids);
    let mut named = Vec::new();
    collect_roles(&interaction["data"]["options"], &mut named);
    for id in named {
        let name = roles
            .iter()
            .find(|(r, _)| r.to_string() == id)
            .map_or("role", |(_, n)| *n);
        let role = role_object(id.parse().unwrap(), name);
        interaction["data"]["resolved"]["roles"][&id] = role;
    }
    interaction
}

/// The role ids given in ROLE options, nested in subcommands too.
pub(super) fn collect_roles(options: &Value, out: &mut Vec<String>) {
    for o in options.as_array().into_iter().flatten() {
        match o["type"].as_u64() {
            Some(8) => out.extend(o["value"].as_str().map(str::to_string)),
            Some(1) => collect_roles(&o["options"], out),
            _ => {}
        }
    }
}
