//! Rule scenario tests: one or more per rule of RULES.md, per preset, with the expectations worked
//! out by hand from the text of RULES.md and FORMAT.md. Each test names the section it checks.

mod support;

mod discs;
mod dohren;
mod explanations;
mod games;
mod grundregeln;
mod house_rules;
mod kalk;
mod keep_playing;
mod main_taunus;
mod obertiefenbach;
mod overrides;
mod penalties;
mod points;
mod refusals;
mod rolloffs;
mod seats;
mod theimann_altstadt;
mod theimann_dimmi;
mod throws;
