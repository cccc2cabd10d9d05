//! Rate limits (governor's keyed and direct limiters) and the client's address: the socket's peer, or behind a
//! proxy the last `X-Forwarded-For` entry when the server is told to trust it (`--trust-forwarded`).

use axum::http::HeaderMap;
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;

/// The limiter of requests and new sockets per address.
pub type PerAddress = DefaultKeyedRateLimiter<IpAddr>;

/// A limiter of `per_second` with a burst of `burst`.
fn quota(per_second: u32, burst: u32) -> Quota {
    let rate = NonZeroU32::new(per_second.max(1)).expect("at least one");
    let burst = NonZeroU32::new(burst.max(1)).expect("at least one");
    Quota::per_second(rate).allow_burst(burst)
}

/// The per-address limiter.
pub fn per_address(per_second: u32) -> PerAddress {
    RateLimiter::keyed(quota(per_second, per_second * 4))
}

/// One socket's limiter.
pub fn per_socket(per_second: u32) -> DefaultDirectRateLimiter {
    RateLimiter::direct(quota(per_second, per_second * 2))
}

/// The client's address: the last `X-Forwarded-For` entry (the one the trusted proxy added) when `trust` says
/// so and it parses, else the socket's peer.
pub fn client_address(peer: SocketAddr, headers: &HeaderMap, trust: bool) -> IpAddr {
    if trust {
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .next_back();
        if let Some(address) = forwarded {
            return address;
        }
    }
    peer.ip()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forwarded_address_counts_only_when_trusted() {
        let peer: SocketAddr = "127.0.0.1:9".parse().unwrap();
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "10.0.0.9, 192.0.2.7".parse().unwrap());
        assert_eq!(client_address(peer, &headers, false), peer.ip());
        assert_eq!(
            client_address(peer, &headers, true),
            "192.0.2.7".parse::<IpAddr>().unwrap()
        );
        let none = HeaderMap::new();
        assert_eq!(client_address(peer, &none, true), peer.ip());
    }

    #[test]
    fn a_burst_past_the_limit_is_refused() {
        let limiter = per_address(2);
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let allowed = (0..50).filter(|_| limiter.check_key(&ip).is_ok()).count();
        assert!((8..50).contains(&allowed), "{allowed}");
    }
}
