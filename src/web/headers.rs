//! The headers every answer carries: a content security policy that allows scripts, styles
//! and pictures from our own origin only (no inline script), framing only by the origins
//! the configuration names, no type sniffing, and no referrer (a page's address is its
//! token).

use axum::extract::{Request, State};
use axum::http::header::{
    HeaderValue, CONTENT_SECURITY_POLICY, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::Arc;

/// The headers, built once from the configuration.
pub struct Policy {
    csp: HeaderValue,
    /// `DENY` unless some origin may frame the pages (X-Frame-Options cannot name several).
    frame: Option<HeaderValue>,
}

impl Policy {
    /// The policy for pages that `embed` (checked origins) may frame.
    pub fn new(embed: &[String]) -> Policy {
        let ancestors = if embed.is_empty() {
            "'none'".to_string()
        } else {
            embed.join(" ")
        };
        let csp = format!(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
             connect-src 'self'; base-uri 'none'; form-action 'none'; \
             frame-ancestors {ancestors}"
        );
        Policy {
            csp: HeaderValue::from_str(&csp)
                .unwrap_or(HeaderValue::from_static("default-src 'none'")),
            frame: embed.is_empty().then(|| HeaderValue::from_static("DENY")),
        }
    }
}

/// Adds the headers to whatever the route answered.
pub async fn secure(State(policy): State<Arc<Policy>>, req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(CONTENT_SECURITY_POLICY, policy.csp.clone());
    if let Some(frame) = &policy.frame {
        h.insert(X_FRAME_OPTIONS, frame.clone());
    }
    h.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    res
}
