//! A table server's address as a person types it (`192.168.1.20:8480`, `http://…`, `https://tables.example.org/`)
//! made into the one form the app keeps (`http://192.168.1.20:8480`), its API's and its sockets' addresses,
//! and whether the page the app runs in may reach it at all (a secure page cannot open a plain `ws://`).

/// A table server's address: scheme, host and port, no path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// `https://tables.example.org` or `http://192.168.1.20:8480`.
    base: String,
}

impl Server {
    /// Reads a typed address: with or without `http://`/`https://` (`ws://`, `wss://` too), a trailing `/` or
    /// the app's own path left out. Without a scheme, `https://` on a secure page (which could reach nothing
    /// else), `http://` elsewhere. `None` when nothing like a server is named.
    pub fn parse(text: &str, secure_page: bool) -> Option<Server> {
        let text = text.trim();
        let (scheme, rest) = match text.split_once("://") {
            Some((s, rest)) => {
                let scheme = match s.to_ascii_lowercase().as_str() {
                    "http" | "ws" => "http",
                    "https" | "wss" => "https",
                    _ => return None,
                };
                (scheme, rest)
            }
            None => (if secure_page { "https" } else { "http" }, text),
        };
        let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
        let valid = !authority.is_empty()
            && !authority.contains(char::is_whitespace)
            && !authority.contains('@');
        valid.then(|| Server {
            base: format!("{scheme}://{}", authority.to_ascii_lowercase()),
        })
    }

    /// The address as kept and shown (`http://192.168.1.20:8480`).
    pub fn base(&self) -> &str {
        &self.base
    }

    /// Whether the server speaks TLS (`https://`, `wss://`).
    pub fn secure(&self) -> bool {
        self.base.starts_with("https://")
    }

    /// The address of an API path (`/api/tables`).
    pub fn api(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The address of the table `id`'s socket (`ws://…/ws/ID`, `wss://` for an https server).
    pub fn socket(&self, id: &str) -> String {
        let rest = self
            .base
            .strip_prefix("https://")
            .map(|r| format!("wss://{r}"))
            .or_else(|| {
                self.base
                    .strip_prefix("http://")
                    .map(|r| format!("ws://{r}"))
            })
            .unwrap_or_else(|| self.base.clone());
        format!("{rest}{}", standfirm_protocol::paths::socket(id))
    }

    /// Whether a page that is `secure_page` may reach this server: a secure page cannot reach a plain one.
    pub fn reachable_from(&self, secure_page: bool) -> bool {
        !secure_page || self.secure() || self.is_loopback()
    }

    /// Whether the server is on this machine (`localhost`, `127.…`, `[::1]`): browsers let a secure page reach it.
    fn is_loopback(&self) -> bool {
        let authority = self.base.split_once("://").map_or("", |(_, r)| r);
        let host = match authority.strip_prefix('[') {
            Some(v6) => v6.split(']').next().unwrap_or_default(),
            None => authority.split(':').next().unwrap_or_default(),
        };
        host == "localhost" || host.starts_with("127.") || host == "::1"
    }
}

#[cfg(test)]
mod tests {
    use super::Server;

    #[test]
    fn typed_addresses_are_read_leniently() {
        let plain = |t: &str| Server::parse(t, false).map(|s| s.base().to_string());
        assert_eq!(
            plain("192.168.1.20:8480").as_deref(),
            Some("http://192.168.1.20:8480")
        );
        assert_eq!(
            plain(" http://192.168.1.20:8480/ ").as_deref(),
            Some("http://192.168.1.20:8480")
        );
        assert_eq!(
            plain("https://Tables.Example.org/standfirm/#table/ABC234").as_deref(),
            Some("https://tables.example.org")
        );
        assert_eq!(plain("ws://host:1").as_deref(), Some("http://host:1"));
        assert_eq!(
            Server::parse("tables.example.org", true)
                .map(|s| s.base().to_string())
                .as_deref(),
            Some("https://tables.example.org")
        );
        for bad in ["", "ftp://x", "http://", "a b", "http://user@host"] {
            assert_eq!(plain(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_api_and_the_sockets_follow_the_scheme() {
        let plain = Server::parse("192.168.1.20:8480", false).unwrap();
        assert_eq!(
            plain.api("/api/tables"),
            "http://192.168.1.20:8480/api/tables"
        );
        assert_eq!(plain.socket("ab12"), "ws://192.168.1.20:8480/ws/ab12");
        let tls = Server::parse("https://tables.example.org", false).unwrap();
        assert_eq!(tls.socket("ab12"), "wss://tables.example.org/ws/ab12");
    }

    #[test]
    fn a_secure_page_reaches_only_secure_or_local_servers() {
        let plain = Server::parse("http://192.168.1.20:8480", false).unwrap();
        assert!(plain.reachable_from(false));
        assert!(!plain.reachable_from(true));
        assert!(Server::parse("https://x.org", false)
            .unwrap()
            .reachable_from(true));
        assert!(Server::parse("http://127.0.0.1:8480", false)
            .unwrap()
            .reachable_from(true));
        assert!(Server::parse("http://localhost:8480", false)
            .unwrap()
            .reachable_from(true));
    }
}
