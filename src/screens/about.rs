//! The About screen's one live line: which version of the app is running (and, in the browser, which build of
//! the site: the page offers a reload when a newer one has arrived).

use crate::ui::{AboutAdapter, AppWindow};
use crate::words::tr::tr;
use slint::ComponentHandle;

/// The version line: the app's version, and the web build's when the app runs in a browser.
pub fn version_line(site: Option<&str>) -> String {
    let version = env!("CARGO_PKG_VERSION");
    match site {
        Some(build) => tr!(
            "Version {version} · web build {build}",
            version = version,
            build = build
        ),
        None => tr!("Version {version}", version = version),
    }
}

/// Fills the About screen as it opens.
pub fn open(app: &AppWindow) {
    let site = crate::platform::site_version();
    app.global::<AboutAdapter>()
        .set_version(version_line(site.as_deref()).into());
}

#[cfg(test)]
mod tests {
    use super::version_line;

    #[test]
    fn the_version_line_names_the_app_and_the_web_build() {
        assert_eq!(
            version_line(None),
            format!("Version {}", env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(
            version_line(Some("0123abcd4567ef89")),
            format!(
                "Version {} · web build 0123abcd4567ef89",
                env!("CARGO_PKG_VERSION")
            )
        );
    }
}
