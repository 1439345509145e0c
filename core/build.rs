//! Rebuilds the program when a wording file changes: the Fluent resources in `assets/i18n/` (at the workspace root) are
//! embedded at compile time by fluent-templates, which does not tell cargo about them, so an
//! edited `.ftl` file was otherwise left out of the next build (and its tests).
fn main() {
    println!("cargo:rerun-if-changed=../assets/i18n");
}
