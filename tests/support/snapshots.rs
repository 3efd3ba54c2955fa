//! The insta settings every table snapshot uses: snapshots in the top-level
//! `snapshots/`, named after the table file, without the asserted expression.

pub fn settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}
