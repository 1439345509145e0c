//! A position in a list as a type of its own: a session's player ([`crate::rules::outcome::PlayerId`])
//! and a tournament's registered player ([`crate::tournament::game::Pid`]) are both an index, and
//! the compiler keeps them apart only if each is its own type. One macro makes both, so they read
//! alike: `new`/`index` the one place one meets a list position, a list kept per player read by
//! `list[player]`, and every player of a list of `n` by `all(n)`. No `Display`: a player is shown
//! by his name, a number people read (a start number, "Spieler 3") is worked out where it is shown.

macro_rules! position {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        pub struct $name(usize);

        impl $name {
            /// The player at position `index` of the list.
            pub const fn new(index: usize) -> Self {
                $name(index)
            }

            /// His position in the list.
            pub const fn index(self) -> usize {
                self.0
            }

            /// Every player of a list of `count`, in the list's order.
            pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator + Clone {
                (0..count).map($name)
            }
        }

        /// A list kept per player (the players themselves, their points, their marks) is read by
        /// the player.
        impl<T> std::ops::Index<$name> for [T] {
            type Output = T;
            fn index(&self, player: $name) -> &T {
                &self[player.0]
            }
        }

        impl<T> std::ops::IndexMut<$name> for [T] {
            fn index_mut(&mut self, player: $name) -> &mut T {
                &mut self[player.0]
            }
        }

        impl<T> std::ops::Index<$name> for Vec<T> {
            type Output = T;
            fn index(&self, player: $name) -> &T {
                &self[player.0]
            }
        }

        impl<T> std::ops::IndexMut<$name> for Vec<T> {
            fn index_mut(&mut self, player: $name) -> &mut T {
                &mut self[player.0]
            }
        }
    };
}

pub(crate) use position;
