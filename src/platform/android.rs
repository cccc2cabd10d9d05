//! Android: the entry point, the activity's lifecycle, its window flags and the share sheet.
//!
//! Written against the `android-activity` crate, the same 0.6 release that Slint's backend re-exports as
//! `slint::android::AndroidApp`, so everything here but `android_main` compiles without the backend (which
//! needs the Android SDK, NDK and a JDK to build): `android/check.sh` checks it for `aarch64-linux-android`.
//! `android_main` needs the backend: the `android` cargo feature, which `android/build-apk.sh` turns on.
//!
//! Android runs `android_main` on a new thread for each activity it creates, in the same process when the
//! app is opened again after Back closed it; Slint 1.18 keeps its platform per thread and ends its event loop
//! when the activity is destroyed, so each activity gets a fresh window.

// Without the backend nothing calls into this module but `keep_screen_on`; it is still compiled and checked.
#![cfg_attr(not(feature = "android"), allow(dead_code))]

use super::Entry;
use android_activity::{AndroidApp, MainEvent, PollEvent, WindowManagerFlags};
use std::cell::RefCell;

thread_local! {
    /// The activity that this thread's event loop runs, while it runs.
    static ACTIVITY: RefCell<Option<AndroidApp>> = const { RefCell::new(None) };
}

thread_local! {
    /// What the app runs, for the activity's events.
    static ENTRY: std::cell::Cell<Option<Entry>> = const { std::cell::Cell::new(None) };
}

/// Android's entry point (called by `android_main` in the crate root): Slint's backend over this activity,
/// then the same app as the desktop, with its saves in the app's internal data directory. stdout and stderr
/// go to logcat (tag `RustStdoutStderr`).
#[cfg(feature = "android")]
pub fn main(app: AndroidApp, entry: Entry) {
    ENTRY.set(Some(entry));
    if let Err(error) = slint::android::init_with_event_listener(app.clone(), on_activity_event) {
        eprintln!("Stand Firm could not start Slint's Android backend: {error}");
        return;
    }
    run(app, entry);
}

/// Builds the app over `app`'s internal data directory and runs it until Android destroys the activity,
/// then writes what is still pending.
fn run(app: AndroidApp, entry: Entry) {
    use slint::ComponentHandle;
    ACTIVITY.with_borrow_mut(|activity| *activity = Some(app.clone()));
    let data_dir = app.internal_data_path();
    if data_dir.is_none() {
        eprintln!("Stand Firm: Android gave no internal data path; nothing is saved in this run");
    }
    let window = (entry.build)(data_dir);
    match window {
        Ok(window) => {
            // The line android/smoke.sh waits for, with the window's size and insets.
            (entry.log_first_frame)(&window);
            if let Err(error) = window.run() {
                eprintln!("Stand Firm stopped: {error}");
            }
        }
        Err(error) => eprintln!("Stand Firm could not open its window: {error}"),
    }
    (entry.flush)();
    ACTIVITY.with_borrow_mut(|activity| *activity = None);
}

/// Slint's backend calls this for every activity event, on the event loop's thread, after handling it.
/// Going to the background remembers the game on screen and writes the saves (`crate::suspend`): a process
/// killed there reopens that game on its next start.
fn on_activity_event(event: &PollEvent<'_>) {
    if flushes_saves(event) {
        if let Some(entry) = ENTRY.get() {
            (entry.suspend)();
        }
    }
}

/// Whether `event` is one after which Android may kill the process without warning: the activity paused
/// (another window covers it) or stopped (it is no longer visible).
fn flushes_saves(event: &PollEvent<'_>) -> bool {
    matches!(event, PollEvent::Main(MainEvent::Pause | MainEvent::Stop))
}

/// Sets or clears `FLAG_KEEP_SCREEN_ON` on the activity's window (see `platform::keep_screen_on`). Does
/// nothing off the event loop's thread or when no activity runs.
pub(super) fn keep_screen_on(on: bool) {
    ACTIVITY.with_borrow(|activity| {
        if let Some(app) = activity {
            let flag = WindowManagerFlags::KEEP_SCREEN_ON;
            let none = WindowManagerFlags::empty();
            if on {
                app.set_window_flags(flag, none);
            } else {
                app.set_window_flags(none, flag);
            }
        }
    });
}

/// Offers `text` to the share sheet: an `ACTION_SEND` intent of type `mime` with `text` as its `EXTRA_TEXT` and
/// `subject` as its `EXTRA_SUBJECT`, in the system's chooser, started from the activity (see
/// `platform::share_text`). Says why not when no activity runs or Java refuses.
pub(super) fn share_text(mime: &str, subject: &str, text: &str) -> Result<(), String> {
    ACTIVITY.with_borrow(|activity| {
        let app = activity.as_ref().ok_or("the app has no activity")?;
        start_chooser(app, mime, subject, text).map_err(|e| format!("Android refused ({e})"))
    })
}

fn start_chooser(
    app: &AndroidApp,
    mime: &str,
    subject: &str,
    text: &str,
) -> jni::errors::Result<()> {
    use jni::objects::{JObject, JValue};
    // SAFETY: the pointers are the running activity's JavaVM and its Activity object, which live as long as
    // `app` does; the Activity reference is borrowed (never deleted here).
    let vm = unsafe { jni::JavaVM::from_raw(app.vm_as_ptr().cast())? };
    let mut env = vm.attach_current_thread()?;
    let activity = unsafe { JObject::from_raw(app.activity_as_ptr().cast()) };
    let action = env.new_string("android.intent.action.SEND")?;
    let intent = env.new_object(
        "android/content/Intent",
        "(Ljava/lang/String;)V",
        &[JValue::Object(&action)],
    )?;
    let mime = env.new_string(mime)?;
    env.call_method(
        &intent,
        "setType",
        "(Ljava/lang/String;)Landroid/content/Intent;",
        &[JValue::Object(&mime)],
    )?;
    for (key, value) in [
        ("android.intent.extra.SUBJECT", subject),
        ("android.intent.extra.TEXT", text),
    ] {
        let key = env.new_string(key)?;
        let value = env.new_string(value)?;
        env.call_method(
            &intent,
            "putExtra",
            "(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;",
            &[JValue::Object(&key), JValue::Object(&value)],
        )?;
    }
    let title = env.new_string(subject)?;
    let chooser = env
        .call_static_method(
            "android/content/Intent",
            "createChooser",
            "(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;",
            &[JValue::Object(&intent), JValue::Object(&title)],
        )?
        .l()?;
    env.call_method(
        &activity,
        "startActivity",
        "(Landroid/content/Intent;)V",
        &[JValue::Object(&chooser)],
    )?;
    Ok(())
}
