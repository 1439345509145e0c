//! The club's website (issue 36) as data: which pages it has and what each holds — the overview,
//! every season's table with its awards, the hall of fame, every evening's result and every
//! tournament's final standings — worded in the language of the moment, every person's name
//! shortened as the club chose ([`NameForm`]) and shown alike on every page ([`ShortNames`] over
//! all of them, through the registry: one person, one name). Never money: it is handed no tab,
//! no payment, no price and no till. Pure: the binary's `site` reads the folder, lays the pages
//! out as HTML and writes them.

mod evening;
pub mod model;
mod season;
pub mod tournament;

use crate::club::{Day, Season, Sitting};
use crate::names::{NameForm, ShortNames};
use crate::players::Registry;
use crate::tr;
use model::{Block, Link, Page, Site, Unique};
pub use model::{FAME, INDEX};
use tournament::Held;

/// What the website is made of: the club's books as read (`verein.ron`'s name and seasons, the
/// evenings as the club counts them, the registry) and the tournaments of the folder.
pub struct Input<'a> {
    pub club: Option<&'a str>,
    pub seasons: Vec<&'a Season>,
    pub sittings: &'a [Sitting],
    pub tournaments: Vec<Held<'a>>,
    pub registry: &'a Registry,
    /// The day the hall of fame counts seasons over by.
    pub today: Day,
    pub names: NameForm,
}

/// The website's pages, the overview first.
pub fn site(input: &Input) -> Site {
    let names = short_names(input);
    let mut files = Unique::default();
    files.file("index");
    files.file("ruhmeshalle");
    // The evenings, each under its date (a second table of a day numbered), in the books' order.
    let evenings: Vec<(Sitting, String)> = input
        .sittings
        .iter()
        .map(|s| {
            let stem = s.date.map_or_else(|| "abend-ohne-datum".to_string(), |d| format!("abend-{d}"));
            let mut shown = s.clone();
            shown.persons = s.persons.iter().map(|p| names.of(p)).collect();
            (shown, files.file(&stem))
        })
        .collect();
    let link = |(s, file): &(Sitting, String)| Link {
        file: file.clone(),
        text: evening::title(s),
        note: evening::most_marks(s),
    };
    let tables: Vec<(crate::club::SeasonTable, String)> = input
        .seasons
        .iter()
        .map(|season| {
            let table = crate::club::season::table(season, input.sittings);
            (season::renamed(&table, &names), files.file(&format!("saison-{}", model::slug(&season.name))))
        })
        .collect();
    let renamed: Vec<(crate::tournament::replay::Tournament, String)> = input
        .tournaments
        .iter()
        .map(|held| {
            let mut t = held.tournament.clone();
            for p in &mut t.players {
                p.name = names.of(input.registry.canonical(&p.name));
            }
            (t, files.file(&format!("turnier-{}", model::slug(held.folder))))
        })
        .collect();
    let held: Vec<(Held, &String)> =
        input.tournaments.iter().zip(&renamed).map(|(h, (t, file))| (Held { tournament: t, ..*h }, file)).collect();

    let mut pages = vec![index(input, &tables, &evenings, &held, link)];
    for (table, file) in &tables {
        let within: Vec<Link> = evenings
            .iter()
            .filter(|(s, _)| s.date.is_some_and(|d| table.from <= d && d <= table.to))
            .map(link)
            .collect();
        pages.push(season::page(table, file.clone(), within));
    }
    pages.push(season::fame(&tables, input.today));
    pages.extend(evenings.iter().map(|(s, file)| evening::page(s, file.clone())));
    pages.extend(held.iter().map(|(h, file)| tournament::page(h, (*file).clone())));
    let club = input.club.map_or_else(|| tr!("verein-no-name"), str::to_string);
    Site { club, pages }
}

/// Every name the site shows, as the registry knows the person, shortened together.
fn short_names(input: &Input) -> ShortNames {
    let mut all: Vec<&str> = input.sittings.iter().flat_map(|s| s.persons.iter().map(String::as_str)).collect();
    for held in &input.tournaments {
        all.extend(held.tournament.players.iter().map(|p| input.registry.canonical(&p.name)));
    }
    ShortNames::new(all, input.names)
}

/// The overview: the seasons (newest first), the hall of fame, the tournaments and the evenings
/// (newest first).
fn index(
    input: &Input,
    tables: &[(crate::club::SeasonTable, String)],
    evenings: &[(Sitting, String)],
    held: &[(Held, &String)],
    link: impl Fn(&(Sitting, String)) -> Link,
) -> Page {
    let mut blocks = Vec::new();
    blocks.push(Block::Heading(tr!("site-seasons")));
    if tables.is_empty() {
        blocks.push(Block::Line(tr!("site-no-season")));
    } else {
        let mut seasons: Vec<&(crate::club::SeasonTable, String)> = tables.iter().collect();
        seasons.sort_by_key(|(t, _)| std::cmp::Reverse((t.to, t.from)));
        let links = seasons
            .iter()
            .map(|(t, file)| Link {
                file: file.clone(),
                text: tr!("site-season", name = t.season.as_str()),
                note: Some(season::note(t, input.today)),
            })
            .collect();
        blocks.push(Block::Links(links));
    }
    blocks.push(Block::Links(vec![Link { file: FAME.to_string(), text: tr!("site-fame"), note: None }]));
    if !held.is_empty() {
        blocks.push(Block::Heading(tr!("site-tournaments")));
        let mut newest: Vec<&(Held, &String)> = held.iter().collect();
        newest.sort_by_key(|(h, _)| std::cmp::Reverse((h.date().is_some(), h.date())));
        let links = newest
            .iter()
            .map(|(h, file)| Link { file: (*file).clone(), text: h.title(), note: Some(h.note()) })
            .collect();
        blocks.push(Block::Links(links));
    }
    blocks.push(Block::Heading(tr!("site-evenings")));
    if evenings.is_empty() {
        blocks.push(Block::Line(tr!("site-no-evening")));
    } else {
        // Newest first, those without a date last.
        let mut newest: Vec<&(Sitting, String)> = evenings.iter().rev().collect();
        newest.sort_by_key(|(s, _)| s.date.is_none());
        blocks.push(Block::Links(newest.into_iter().map(link).collect()));
    }
    let title = input.club.map_or_else(|| tr!("site-results"), |c| tr!("site-results-of", club = c));
    Page { file: INDEX.to_string(), title, blocks }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::ClubFile;
    use crate::club::sitting::{Sorted, sort};
    use crate::i18n::{Lang, scoped};
    use crate::rules::preset::{Preset, RuleSet};
    use crate::session::log::Header;
    use crate::sim::{Options, simulate};

    fn sittings(registry: &Registry) -> Vec<Sitting> {
        let evenings =
            [("2026-03-01", "Klaus Müller,Klaus Meier,Anna Schmidt"), ("2026-03-01", "Jörg Weiß,Anna Schmidt,Bärbel")];
        let mut out = Vec::new();
        for (i, (date, players)) in evenings.iter().enumerate() {
            let header = Header {
                title: None,
                started: Some(format!("{date}T19:30:00+01:00")),
                place: None,
                tournament: None,
                rules: RuleSet::new(Preset::MainTaunus),
                players: players.split(',').map(String::from).collect(),
            };
            let session = simulate(header, &Options { games: 2, ..Options::default() }, 3 + i as u64);
            let Sorted::Counted(s) = sort(&format!("{date}_{i}.ron"), &session, registry) else { panic!("an evening") };
            out.push(s);
        }
        out
    }

    /// Every page's file is its own, every link leads to a page of the site, and the names are
    /// shortened on every page alike.
    #[test]
    fn the_pages_link_each_other_and_shorten_every_name() {
        let club = ClubFile::parse(
            r#"Club(format: 1, name: "Zur Linde", events: [
                Price(from: "2026-01-01", cents: 50),
                Paid(player: "Anna Schmidt", cents: 1250, date: "2026-03-02"),
                Season(name: "Frühjahr 2026", from: "2026-01-01", to: "2026-06-30", min_evenings: 1, ranking: LossRate),
            ])"#,
        )
        .unwrap();
        let registry = Registry::default();
        let sittings = sittings(&registry);
        let input = Input {
            club: club.name.as_deref(),
            seasons: club.seasons().collect(),
            sittings: &sittings,
            tournaments: Vec::new(),
            registry: &registry,
            today: Day::parse("2026-11-28").unwrap(),
            names: NameForm::First,
        };
        let site = scoped(Lang::De, || site(&input));
        let files: Vec<&str> = site.pages.iter().map(|p| p.file.as_str()).collect();
        assert_eq!(
            files,
            ["index.html", "saison-fruehjahr-2026.html", FAME, "abend-2026-03-01.html", "abend-2026-03-01-2.html"]
        );
        let mut words = String::new();
        for page in &site.pages {
            for block in &page.blocks {
                match block {
                    Block::Links(links) => {
                        for link in links {
                            assert!(files.contains(&link.file.as_str()), "{}: {}", page.file, link.file);
                            words += &format!("{} {:?}\n", link.text, link.note);
                        }
                    }
                    Block::Table(t) => words += &format!("{:?} {:?}\n", t.heads, t.rows),
                    Block::Heading(text) | Block::Line(text) => words += &format!("{text}\n"),
                }
            }
        }
        for shown in ["Klaus Mü.", "Klaus Me.", "Anna S.", "Jörg W.", "Bärbel"] {
            assert!(words.contains(shown), "{shown}");
        }
        for hidden in ["Müller", "Meier", "Schmidt", "Weiß", "12,50", "€"] {
            assert!(!words.contains(hidden), "{hidden}");
        }
        // The hall of fame has the season that is over, won by its place 1.
        let fame = site.pages.iter().find(|p| p.file == FAME).unwrap();
        assert!(matches!(&fame.blocks[1], Block::Links(l) if l[0].file == "saison-fruehjahr-2026.html"));
    }
}
