//! The rate limit on guessing codes (PHONES.md section 7): once 10 requests naming an unknown
//! code came from an address within a minute, its next table requests — naming a known code or
//! not — are answered 429 until a minute after the last one counted. Other addresses and the
//! hall's requests are not affected.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Unknown codes an address may name within [`WINDOW`]: the last of them is still answered
/// (404), the requests after it are not.
const ALLOWED: usize = 10;

/// How long unknown codes are counted, and how long an address stays shut out after its last.
const WINDOW: Duration = Duration::from_secs(60);

/// Addresses kept before the forgotten ones are swept out.
const SWEEP_AT: usize = 1024;

/// Each address's recent requests naming unknown codes.
#[derive(Default)]
pub struct Limiter {
    by_address: HashMap<IpAddr, Guesses>,
}

#[derive(Default)]
struct Guesses {
    recent: VecDeque<Instant>,
    shut_until: Option<Instant>,
}

impl Limiter {
    /// How long `address` is still shut out of the tables at `now` (`None`: it is not).
    pub fn shut_out(&self, address: IpAddr, now: Instant) -> Option<Duration> {
        let until = self.by_address.get(&address)?.shut_until?;
        (until > now).then(|| until - now)
    }

    /// Counts a request from `address` naming an unknown code (answered 404: an address shut
    /// out is answered before its code is looked up). The [`ALLOWED`]th within a minute shuts
    /// the address out from its next request on, for a minute from this one.
    pub fn unknown(&mut self, address: IpAddr, now: Instant) {
        if self.by_address.len() >= SWEEP_AT {
            self.by_address.retain(|_, g| g.recent.back().is_some_and(|&t| now.duration_since(t) < WINDOW));
        }
        let guesses = self.by_address.entry(address).or_default();
        guesses.recent.push_back(now);
        while guesses.recent.front().is_some_and(|&t| now.duration_since(t) >= WINDOW) {
            guesses.recent.pop_front();
        }
        if guesses.recent.len() >= ALLOWED {
            guesses.shut_until = Some(now + WINDOW);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_unknown_codes_within_a_minute_shut_the_address_out_for_a_minute_from_the_next_request() {
        let mut limiter = Limiter::default();
        let (me, other) = ("10.0.0.5".parse().unwrap(), "10.0.0.6".parse().unwrap());
        let start = Instant::now();
        for i in 0..9 {
            limiter.unknown(me, start + Duration::from_secs(i));
            assert_eq!(limiter.shut_out(me, start + Duration::from_secs(i)), None, "after request {}", i + 1);
        }
        let tenth = start + Duration::from_secs(9);
        limiter.unknown(me, tenth);
        assert_eq!(limiter.shut_out(me, tenth), Some(WINDOW), "the request after the tenth is shut out");
        assert_eq!(limiter.shut_out(other, tenth), None);
        assert!(limiter.shut_out(me, tenth + Duration::from_secs(59)).is_some());
        assert_eq!(limiter.shut_out(me, tenth + WINDOW), None);
        // Ten spread over more than a minute never shut it out.
        let mut slow = Limiter::default();
        for i in 0..30 {
            slow.unknown(me, start + Duration::from_secs(i * 7));
            assert_eq!(slow.shut_out(me, start + Duration::from_secs(i * 7)), None);
        }
    }
}
