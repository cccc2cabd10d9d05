//! Everything platform-specific, behind `cfg`.
//!
//! - `android.rs`: the Android entry point (`android_main`), the activity's lifecycle (saves flushed when it
//!   pauses or stops), its window flags and the share sheet (an `ACTION_SEND` chooser through JNI). It is
//!   written against the `android-activity` crate, so all of it but `android_main` compiles without Slint's
//!   Android backend (`android/check.sh` checks it that way).
//! - The desktop needs nothing here: `src/main.rs` is its entry point, and what Android does through the
//!   activity (keeping the screen on, the share sheet) has no desktop counterpart, so the same functions only remember what was
//!   asked, for the tests.
//!
//! What Slint's Android backend already does for the app, without code here (see `android/README.md`): the
//! system's dark mode sets `Palette.color-scheme`, the system font scale sets the default font size (`1rem`),
//! the status bar, gesture bar and cut-outs set `Window.safe-area-insets`, and a Back key that the UI rejects
//! finishes the activity.

#[cfg(target_os = "android")]
mod android;

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
