//! Statistics of a selection of evenings: tables and charts (egui_plot).
