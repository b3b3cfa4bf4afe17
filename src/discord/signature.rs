//! Discord's signature on an HTTP interaction: Ed25519 by the application's key over the
//! `X-Signature-Timestamp` header's bytes followed by the raw body, sent hex-encoded in
//! `X-Signature-Ed25519` (docs: interactions/overview, "Validating Security Request Headers").

use ed25519_dalek::{Signature, VerifyingKey};

/// The application's public key, checked once at start.
pub struct Verifier(VerifyingKey);

impl Verifier {
    /// From the key's 32 bytes (`Config::verifying_key`, already checked to be a point).
    pub fn new(key: &[u8; 32]) -> Result<Verifier, String> {
        VerifyingKey::from_bytes(key)
            .map(Verifier)
            .map_err(|_| "the public key is not an Ed25519 key".to_string())
    }

    /// Whether `signature` (hex) is the application's over `timestamp` and `body`; the
    /// signature's bytes when it is. `verify_strict` also refuses the weak keys and
    /// non-canonical encodings that would let one request carry several valid signatures.
    pub fn check(&self, timestamp: &str, signature: &str, body: &[u8]) -> Option<[u8; 64]> {
        let bytes: [u8; 64] = hex(signature)?.try_into().ok()?;
        let mut signed = Vec::with_capacity(timestamp.len() + body.len());
        signed.extend_from_slice(timestamp.as_bytes());
        signed.extend_from_slice(body);
        self.0
            .verify_strict(&signed, &Signature::from_bytes(&bytes))
            .ok()
            .map(|()| bytes)
    }
}

/// Hex digits (either case) as bytes; None for an odd length or a character that is not one.
pub fn hex(text: &str) -> Option<Vec<u8>> {
    // from_str_radix alone would take a sign ("+1").
    if !text.len().is_multiple_of(2) || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    text.as_bytes()
        .chunks(2)
        .map(|pair| {
            let digits = std::str::from_utf8(pair).ok()?;
            u8::from_str_radix(digits, 16).ok()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signer, SigningKey};

    fn signed(key: &SigningKey, timestamp: &str, body: &[u8]) -> String {
        let mut msg = timestamp.as_bytes().to_vec();
        msg.extend_from_slice(body);
        let sig = key.sign(&msg).to_bytes();
        sig.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn only_the_applications_signature_over_timestamp_and_body_passes() {
        let key = SigningKey::from_bytes(&[7; 32]);
        let v = Verifier::new(&key.verifying_key().to_bytes()).unwrap();
        let body = br#"{"type":1}"#;
        let sig = signed(&key, "1700000000", body);
        assert!(v.check("1700000000", &sig, body).is_some());
        assert!(v.check("1700000001", &sig, body).is_none(), "another time");
        assert!(v.check("1700000000", &sig, br#"{"type":2}"#).is_none());
        let other = SigningKey::from_bytes(&[8; 32]);
        let forged = signed(&other, "1700000000", body);
        assert!(
            v.check("1700000000", &forged, body).is_none(),
            "another key"
        );
        assert!(v.check("1700000000", "zz", body).is_none(), "not hex");
        assert!(v.check("1700000000", &sig[..126], body).is_none(), "short");
    }

    #[test]
    fn hex_reads_both_cases_and_refuses_the_rest() {
        assert_eq!(hex("00ff7A"), Some(vec![0, 255, 122]));
        assert_eq!(hex("abc"), None);
        assert_eq!(hex("+1"), None);
        assert_eq!(hex(""), Some(vec![]));
    }
}
