//! Everything platform-specific, behind `cfg`: the Android entry point.

/// Android's entry point (Slint's `backend-android-activity-06`): the same app as the desktop.
#[cfg(target_os = "android")]
#[unsafe(no_mangle)]
fn android_main(android_app: slint::android::AndroidApp) {
    use slint::ComponentHandle;
    if let Err(error) = slint::android::init(android_app) {
        eprintln!("Stand Firm could not start: {error}");
        return;
    }
    match crate::build_app() {
        Ok(app) => {
            if let Err(error) = app.run() {
                eprintln!("Stand Firm stopped: {error}");
            }
        }
        Err(error) => eprintln!("Stand Firm could not open its window: {error}"),
    }
}

/// Keeps the screen awake while a Strongholds game is on (Android); nothing to do on a desktop.
#[cfg(not(target_os = "android"))]
pub(crate) fn keep_screen_on(_on: bool) {}

/// Keeps the screen awake while a Strongholds game is on (Android's window flags come with the packaging).
#[cfg(target_os = "android")]
pub(crate) fn keep_screen_on(_on: bool) {}
