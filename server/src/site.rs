//! What the terminal shows at start: the address to open on the phones at the table, and its QR code.

use qrcode::render::unicode::Dense1x2;
use qrcode::QrCode;
use std::net::{IpAddr, SocketAddr};

/// The addresses a device on the same network can open: for a server listening on every interface, each
/// non-loopback IPv4 address of this machine (loopback if there is none); else the one it listens on.
pub fn addresses(listen: SocketAddr) -> Vec<String> {
    let port = listen.port();
    let url = |ip: IpAddr| match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}/"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}/"),
    };
    if !listen.ip().is_unspecified() {
        return vec![url(listen.ip())];
    }
    let mut found: Vec<String> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|i| i.ip())
        .filter(|ip| ip.is_ipv4() && !ip.is_loopback())
        .map(url)
        .collect();
    if found.is_empty() {
        found.push(url(IpAddr::from([127, 0, 0, 1])));
    }
    found
}

/// The QR code of `text`, drawn with half-block characters for a terminal (dark on light).
pub fn qr(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_and_its_code_are_shown() {
        let one = addresses("127.0.0.1:8480".parse().unwrap());
        assert_eq!(one, vec!["http://127.0.0.1:8480/".to_string()]);
        let all = addresses("0.0.0.0:8480".parse().unwrap());
        assert!(!all.is_empty() && all.iter().all(|a| a.ends_with(":8480/")));
        let code = qr(&one[0]).unwrap();
        assert!(code.lines().count() > 10 && code.contains('█'));
    }
}
