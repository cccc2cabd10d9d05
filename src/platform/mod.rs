//! Everything platform-specific, behind `cfg`.
//!
//! - `android.rs`: the Android entry point (`android_main`), the activity's lifecycle (saves flushed when it
//!   pauses or stops), its window flags and the share sheet (an `ACTION_SEND` chooser through JNI). It is
//!   written against the `android-activity` crate, so all of it but `android_main` compiles without Slint's
//!   Android backend (`android/check.sh` checks it that way).
//! - `net.rs`: the network (a table's WebSocket, HTTP requests), one interface with two implementations: the
//!   browser's own (`web/net.rs`) and the desktop's and Android's, on threads (`native_net.rs`).
//! - The desktop needs nothing here: `src/main.rs` is its entry point, and what Android does through the
//!   activity (keeping the screen on, the share sheet) has no desktop counterpart, so the same functions only remember what was
//!   asked, for the tests.
//!
//! What Slint's Android backend already does for the app, without code here (see `android/README.md`): the
//! system's dark mode sets `Palette.color-scheme`, the system font scale sets the default font size (`1rem`),
//! the status bar, gesture bar and cut-outs set `Window.safe-area-insets`, and a Back key that the UI rejects
//! finishes the activity.

#[cfg(target_os = "android")]
pub mod android;
pub mod measure;
#[cfg(not(target_arch = "wasm32"))]
mod native_net;
pub mod net;
pub(crate) mod slices;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// What a platform's entry point runs (Android's activity, the browser's page): the app's start and the
/// moments its files must be written. The composition root fills it (`app::ENTRY`).
#[derive(Clone, Copy)]
#[cfg_attr(not(target_os = "android"), allow(dead_code))]
pub struct Entry {
    /// Builds the window with its files under a folder, or with nothing kept on disk.
    pub build: fn(Option<std::path::PathBuf>) -> Result<crate::ui::AppWindow, slint::PlatformError>,
    /// Writes every pending save now.
    pub flush: fn(),
    /// The app goes to the background: remember the game on screen, write every pending save.
    pub suspend: fn(),
    /// Logs the first frame's size, scale and insets (the device smoke test reads it).
    pub log_first_frame: fn(&crate::ui::AppWindow),
    /// The browser: builds the window with its files in the browser's storage.
    #[cfg(target_arch = "wasm32")]
    pub build_in_browser: fn() -> Result<crate::ui::AppWindow, slint::PlatformError>,
    /// The browser: opens what a link's fragment asks for (`#armor-of-god/929369`).
    #[cfg(target_arch = "wasm32")]
    pub open_link: fn(&crate::ui::AppWindow, &str),
    /// The browser: what waits for the first frame to be drawn (Home's Today).
    #[cfg(target_arch = "wasm32")]
    pub after_first_frame: fn(&crate::ui::AppWindow),
}

thread_local! {
    /// The last value asked of `keep_screen_on` on this thread (the UI thread), for tests on the desktop.
    static SCREEN_KEPT_ON: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Keeps the screen awake while `on` (a Strongholds game is on the table), and lets it sleep again when
/// `on` is false. On Android this sets or clears the activity window's `FLAG_KEEP_SCREEN_ON`, which only
/// holds while the window is visible; on the desktop it only remembers the request (`screen_kept_on`).
/// Call it from the UI thread.
pub(crate) fn keep_screen_on(on: bool) {
    SCREEN_KEPT_ON.with(|kept| kept.set(on));
    #[cfg(target_os = "android")]
    android::keep_screen_on(on);
}

/// Offers `text` to the system's share sheet as a `mime` document titled `subject` (Android); elsewhere there
/// is no share sheet and it says so. Call it from the UI thread.
pub(crate) fn share_text(mime: &str, subject: &str, text: &str) -> Result<(), String> {
    #[cfg(target_os = "android")]
    return android::share_text(mime, subject, text);
    #[cfg(not(target_os = "android"))]
    {
        let _ = (mime, subject, text);
        Err("this system has no share sheet".into())
    }
}

/// Whether the app last asked for the screen to be kept on (on this thread).
pub(crate) fn screen_kept_on() -> bool {
    SCREEN_KEPT_ON.with(|kept| kept.get())
}

/// A word of the system's randomness beyond what std draws (the bots' secret of a new table mixes it in);
/// std's own randomness serves on the desktop and Android.
pub(crate) fn entropy() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return web::entropy();
    #[cfg(not(target_arch = "wasm32"))]
    0
}

/// The build of the web app running now (the hash of its site's files, which its service worker serves: the
/// page reads it from `version.json`), when the app runs in a browser and the page has said it.
pub(crate) fn site_version() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return web::site_version();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The system's language, as a locale (`es_MX.UTF-8`, `es-419`): on the desktop from the environment's locale
/// variables.
pub(crate) fn system_language() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return web::language();
    #[cfg(not(target_arch = "wasm32"))]
    ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty() && value != "C" && value != "POSIX")
}

/// Whether slow work can run on a worker thread: only where the platform can bring its answer back to the event
/// loop. The browser has no threads (`std::thread::spawn` fails there), and Slint's testing backend (the UI tests
/// and the screenshots) cannot bring an answer back: there the work runs on the event loop (in slices in the
/// browser, [`in_slices`]; at once in the tests).
pub(crate) fn worker_threads() -> bool {
    !cfg!(target_arch = "wasm32") && slint::invoke_from_event_loop(|| {}).is_ok()
}

/// Runs `work` on the event loop a `step` at a time, in slices of at most [`slices::SLICE_MS`] (the page draws
/// and takes taps between them), until `step` says it is done; then hands it to `done`. Where a slice stops is
/// [`slices::Slice`]'s rule. Each slice is the page's next task ([`web::next_task`]), not a frame later. For
/// the browser, which has no threads.
#[cfg(target_arch = "wasm32")]
pub(crate) fn in_slices<W: 'static>(
    work: W,
    step: fn(&mut W) -> bool,
    done: impl FnOnce(W) + 'static,
) {
    slices_from(work, step, done, 0.0);
}

/// [`in_slices`], knowing the longest step the work has taken in its slices before.
#[cfg(target_arch = "wasm32")]
fn slices_from<W: 'static>(
    work: W,
    step: fn(&mut W) -> bool,
    done: impl FnOnce(W) + 'static,
    longest_before: f64,
) {
    web::next_task(move || {
        let mut work = work;
        let mut slice = slices::Slice::new(web::now_ms(), longest_before);
        loop {
            let before = web::now_ms();
            if step(&mut work) {
                web::note_slice(web::now_ms() - slice.started());
                return done(work);
            }
            if slice.stop_after(before, web::now_ms()) {
                break;
            }
        }
        web::note_slice(web::now_ms() - slice.started());
        slices_from(work, step, done, slice.longest_step());
    });
}

/// Whether files are handed to the browser as downloads (the web build), rather than written to a folder.
pub(crate) fn downloads() -> bool {
    cfg!(target_arch = "wasm32")
}

/// Hands `text` to the browser as a download named `name` (the web build); elsewhere there are no downloads
/// and it says so.
pub(crate) fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    return web::download(name, mime, text);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (name, mime, text);
        Err("this system has no downloads".into())
    }
}

/// Whether the person can pick a file to open (the browser's file picker); the desktop and Android list the
/// saves folder instead.
pub(crate) fn picks_files() -> bool {
    cfg!(target_arch = "wasm32")
}

/// Lets the person pick a file (the browser's file picker) and hands its bytes, or why it could not be read,
/// to `then` on the event loop; elsewhere it says there is no picker. Nothing happens if the person cancels.
pub(crate) fn pick_file(then: impl FnOnce(Result<Vec<u8>, String>) + 'static) {
    #[cfg(target_arch = "wasm32")]
    web::pick_file(then);
    #[cfg(not(target_arch = "wasm32"))]
    then(Err("this system has no file picker".into()));
}

/// Whether the system can share a deal: the browser (its share sheet, or the link copied) and Android (its
/// share sheet); a desktop has neither.
pub(crate) fn shares_deals() -> bool {
    cfg!(any(target_arch = "wasm32", target_os = "android"))
}

/// Shares `deal` of `game`: in the browser a link to it (`…#armor-of-god/929369`, which opens New game of that
/// deal) through the browser's share sheet, or copied when it has none; on Android its words through the
/// share sheet. Returns what was done, in words for the button ("Link copied").
pub(crate) fn share_deal(game: standfirm_engine::GameKind, deal: u64) -> Result<String, String> {
    use crate::words::tr::{say, tr};
    let title = say(&game.title_msg());
    let words = tr!(
        "{game}, deal {deal}: the same number deals the same cards.",
        game = title.as_str(),
        deal = deal
    );
    #[cfg(target_arch = "wasm32")]
    return web::share_link(&title, game, deal, &words).map(|done| match done {
        web::Shared::Sheet => tr!("Shared"),
        web::Shared::Copied => tr!("Link copied"),
    });
    #[cfg(target_os = "android")]
    return android::share_text("text/plain", &title, &words).map(|()| tr!("Shared"));
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    {
        let _ = (title, words);
        Err("this system has no share sheet".into())
    }
}

/// How this device shares an online table's link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
// Each system makes only its own (a browser any of the three).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) enum LinkSharing {
    /// Through the system's share sheet (Android; a browser that has one).
    Sheet,
    /// Copied: by the browser (`navigator.clipboard`), or by the window itself on a desktop.
    Copy,
    /// Neither (a plain-http page): the code and link are shown large, with the QR code.
    Neither,
}

/// How this device can share an online table's link.
pub(crate) fn link_sharing() -> LinkSharing {
    #[cfg(target_arch = "wasm32")]
    return match web::sharing() {
        Some(web::Shared::Sheet) => LinkSharing::Sheet,
        Some(web::Shared::Copied) => LinkSharing::Copy,
        None => LinkSharing::Neither,
    };
    #[cfg(target_os = "android")]
    return LinkSharing::Sheet;
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    LinkSharing::Copy
}

/// Shares an online table's `link` titled `title` with `words` (the browser's share sheet or clipboard, or
/// Android's share sheet); returns what was done in words ("Shared", "Link copied"). A desktop copies the link
/// in the window itself (its text field's copy), so here it says there is nothing to share with.
pub(crate) fn share_table_link(title: &str, words: &str, link: &str) -> Result<String, String> {
    #[cfg(target_arch = "wasm32")]
    return web::share_url(title, words, link).map(|done| match done {
        web::Shared::Sheet => crate::words::tr::tr!("Shared"),
        web::Shared::Copied => crate::words::tr::tr!("Link copied"),
    });
    #[cfg(target_os = "android")]
    return android::share_text("text/plain", title, &format!("{words}\n{link}"))
        .map(|()| crate::words::tr::tr!("Shared"));
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    {
        let _ = (title, words, link);
        Err("this system has no share sheet".into())
    }
}

/// Whether the system offers a share sheet for a document (Android), rather than a folder to write it to.
pub(crate) fn has_share_sheet() -> bool {
    cfg!(target_os = "android")
}

/// The user's documents folder (or home folder), where an exported save goes by default; none on Android,
/// whose app folders are private.
pub(crate) fn documents_dir() -> Option<std::path::PathBuf> {
    #[cfg(not(target_os = "android"))]
    {
        let user = directories::UserDirs::new()?;
        Some(
            user.document_dir()
                .map(std::path::PathBuf::from)
                .unwrap_or_else(|| user.home_dir().to_path_buf()),
        )
    }
    #[cfg(target_os = "android")]
    None
}

/// Android: the app's text follows the system's font scale (up to 1.3×); elsewhere the scale stays 1.
pub(crate) fn follow_font_scale(app: &crate::ui::AppWindow) {
    #[cfg(target_os = "android")]
    {
        use slint::ComponentHandle;
        app.global::<crate::ui::Theme>()
            .set_font_scale(app.get_system_font_scale());
    }
    #[cfg(not(target_os = "android"))]
    let _ = app;
}
