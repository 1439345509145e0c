//! The rate limit on guessing codes (PHONES.md section 7): from the 11th request naming an
//! unknown code within a minute, an address's table requests are answered 429 until a minute
//! after its last such request. Other addresses and the hall's requests are not affected.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Unknown codes an address may name within [`WINDOW`] before it is shut out.
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

    /// Counts a request from `address` naming an unknown code; returns how long the address is
    /// shut out from now on (`None`: this one is still answered 404).
    pub fn unknown(&mut self, address: IpAddr, now: Instant) -> Option<Duration> {
        if self.by_address.len() >= SWEEP_AT {
            self.by_address.retain(|_, g| g.recent.back().is_some_and(|&t| now.duration_since(t) < WINDOW));
        }
        let guesses = self.by_address.entry(address).or_default();
        guesses.recent.push_back(now);
        while guesses.recent.front().is_some_and(|&t| now.duration_since(t) >= WINDOW) {
            guesses.recent.pop_front();
        }
        if guesses.recent.len() > ALLOWED || guesses.shut_until.is_some_and(|until| until > now) {
            guesses.shut_until = Some(now + WINDOW);
        }
        self.shut_out(address, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eleventh_unknown_code_within_a_minute_shuts_the_address_out_for_a_minute() {
        let mut limiter = Limiter::default();
        let (me, other) = ("10.0.0.5".parse().unwrap(), "10.0.0.6".parse().unwrap());
        let start = Instant::now();
        for i in 0..10 {
            assert_eq!(limiter.unknown(me, start + Duration::from_secs(i)), None, "request {i}");
        }
        let eleventh = start + Duration::from_secs(10);
        assert_eq!(limiter.unknown(me, eleventh), Some(WINDOW));
        assert_eq!(limiter.shut_out(other, eleventh), None);
        assert!(limiter.shut_out(me, eleventh + Duration::from_secs(59)).is_some());
        assert_eq!(limiter.shut_out(me, eleventh + WINDOW), None);
        // Ten spread over more than a minute never shut it out.
        let mut slow = Limiter::default();
        for i in 0..30 {
            assert_eq!(slow.unknown(me, start + Duration::from_secs(i * 7)), None);
        }
    }
}
