//! The club's charts, where people would rather look than read: each person's loss rate over a
//! season's evenings (as it stood after each evening) and the marks booked per month.

use crate::ui::statistics::still_plot;
use eframe::egui::{self, RichText};
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoints};
use schocken_core::club::season::SeasonTable;
use schocken_core::club::tab::Tab;
use schocken_core::tr;
use std::collections::BTreeMap;

/// Each person's loss rate (per cent) after each evening of the season.
pub fn loss_rates(table: &SeasonTable) -> Vec<(String, Vec<[f64; 2]>)> {
    let mut sums: BTreeMap<&str, (u32, u32, Vec<[f64; 2]>)> = BTreeMap::new();
    for (i, (_, evening)) in table.by_evening.iter().enumerate() {
        for (person, (games, lost)) in evening {
            let s = sums.entry(person.as_str()).or_default();
            s.0 += games;
            s.1 += lost;
            if s.0 > 0 {
                s.2.push([i as f64 + 1.0, 100.0 * f64::from(s.1) / f64::from(s.0)]);
            }
        }
    }
    sums.into_iter().map(|(p, (_, _, points))| (p.to_string(), points)).collect()
}

/// The marks of every dated session, summed per month (`2026-03`), oldest first.
pub fn marks_per_month(tab: &Tab) -> Vec<(String, u32)> {
    let mut months: BTreeMap<(i32, u32), u32> = BTreeMap::new();
    for s in &tab.sessions {
        if let Some(day) = s.date {
            *months.entry(day.month()).or_default() += s.marks.values().sum::<u32>();
        }
    }
    months.into_iter().map(|((y, m), n)| (format!("{m:02}/{y}"), n)).collect()
}

pub fn season_chart(ui: &mut egui::Ui, table: &SeasonTable) {
    ui.label(RichText::new(tr!("verein-chart-rates")).strong());
    let lines = loss_rates(table);
    still_plot("verein-rates")
        .legend(Legend::default())
        .x_axis_label(tr!("statistics-axis-evenings"))
        .y_axis_label(tr!("verein-chart-rate-axis"))
        .include_y(100.0)
        .show(ui, |plot| {
            for (name, points) in lines {
                plot.line(Line::new(name.as_str(), PlotPoints::from(points)).width(2.0));
            }
        });
}

pub fn months_chart(ui: &mut egui::Ui, tab: &Tab) {
    ui.label(RichText::new(tr!("verein-chart-months")).strong());
    let months = marks_per_month(tab);
    let names: Vec<String> = months.iter().map(|(m, _)| m.clone()).collect();
    let bars = months.iter().enumerate().map(|(i, (m, n))| Bar::new(i as f64, f64::from(*n)).name(m).width(0.7));
    let chart = BarChart::new(tr!("verein-chart-months"), bars.collect());
    let plot: Plot = still_plot("verein-months").x_axis_formatter(move |mark, _| {
        let i = mark.value.round();
        if (mark.value - i).abs() > 1e-6 || i < 0.0 {
            return String::new();
        }
        names.get(i as usize).cloned().unwrap_or_default()
    });
    plot.show(ui, |plot| plot.bar_chart(chart));
}
