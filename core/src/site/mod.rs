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
