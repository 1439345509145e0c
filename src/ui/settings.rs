//! The settings remembered between runs (language, zoom, look, the sessions folder, the
//! tournaments opened last), kept with serde in eframe's storage.

use schocken_core::i18n::Lang;
use std::path::PathBuf;

/// The zooms that Ctrl+Plus and Ctrl+Minus (and the menu) step through. Each one lays out the
/// table of twelve players on a 1366×768 laptop without overlaps or cut text (tests/layout.rs);
/// a larger zoom would leave no room for the seats beside the entry.
pub const ZOOMS: [f32; 11] = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5];

/// The next zoom of [`ZOOMS`] up or down from `now` (the last one stays).
pub(super) fn zoom_step(now: f32, up: bool) -> f32 {
    let next = if up { ZOOMS.iter().find(|&&z| z > now + 0.01) } else { ZOOMS.iter().rev().find(|&&z| z < now - 0.01) };
    next.copied().unwrap_or(if up { ZOOMS[ZOOMS.len() - 1] } else { ZOOMS[0] })
}

/// Settings remembered between runs, kept with serde in eframe's storage: any sessions folder
/// (`;`, `=`, a newline, umlauts) comes back exactly as it was chosen.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub(super) struct Settings {
    pub(super) lang: Lang,
    pub(super) zoom: f32,
    /// The light, high-contrast look for bright bars (else the dark one).
    pub(super) light: bool,
    /// The folder chosen with `Cmd::SessionsFolder`.
    pub(super) folder: Option<PathBuf>,
    /// The tournament folders opened last, the newest first (offered on the start page).
    pub(super) tournaments: Vec<PathBuf>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { lang: Lang::De, zoom: 1.0, light: false, folder: None, tournaments: Vec::new() }
    }
}

/// The key of the settings in eframe's storage. Settings stored by earlier versions under other
/// keys or in another form are not read: the app then starts with the defaults.
const SETTINGS_KEY: &str = "schocken-settings-v2";

impl Settings {
    pub(super) fn load(storage: Option<&dyn eframe::Storage>) -> Settings {
        let mut settings: Settings = storage.and_then(|s| eframe::get_value(s, SETTINGS_KEY)).unwrap_or_default();
        // A sample folder is a sandbox the system empties: never a folder to come back to.
        settings.folder = settings.folder.filter(|dir| !crate::demo::is_sample(dir));
        settings.tournaments.retain(|dir| !crate::demo::is_sample(dir));
        let (least, most) = (ZOOMS[0], ZOOMS[ZOOMS.len() - 1]);
        settings.zoom = if settings.zoom.is_finite() { settings.zoom.clamp(least, most) } else { 1.0 };
        settings
    }

    pub(super) fn store(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, SETTINGS_KEY, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::Storage as _;
    use std::collections::HashMap;

    /// eframe's storage, in memory.
    #[derive(Default)]
    struct Memory(HashMap<String, String>);

    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_string(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn settings_round_trip_with_any_folder() {
        for folder in [
            "/home/anna/Schocken",
            "C:\\Abende;lang=en;zoom=3",
            "/tmp/a=b;c\nd",
            "/srv/Stammtisch „Zur Linde“ äöüß \"x\" ✓",
        ] {
            let settings = Settings {
                lang: Lang::En,
                zoom: 1.5,
                light: true,
                folder: Some(PathBuf::from(folder)),
                tournaments: vec![PathBuf::from(folder)],
            };
            let mut storage = Memory::default();
            settings.store(&mut storage);
            assert_eq!(Settings::load(Some(&storage)), settings, "{folder:?}");
        }
    }

    #[test]
    fn unreadable_or_old_settings_give_the_defaults() {
        assert_eq!(Settings::load(None), Settings::default());
        for old in ["lang=en;zoom=1.5", "", "(", "(lang: Fr)", "{\"lang\":\"En\"}"] {
            let mut storage = Memory::default();
            // The format before serde, under the old keys and under the new one.
            storage.set_string("schocken-settings", old.to_string());
            storage.set_string("schocken-sessions-folder", "/x;y".to_string());
            storage.set_string(SETTINGS_KEY, old.to_string());
            assert_eq!(Settings::load(Some(&storage)), Settings::default(), "{old:?}");
        }
        // Values out of range are brought back into it; missing fields take their defaults.
        let mut storage = Memory::default();
        storage.set_string(SETTINGS_KEY, "(zoom: 40.0)".to_string());
        assert_eq!(Settings::load(Some(&storage)), Settings { zoom: 1.5, ..Settings::default() });
    }
}
