//! The next task on the page's event loop, at once: a message posted to a `MessageChannel` runs as the page's
//! next task, where a zero Slint timer waited for the window's next turn (about 15 ms, a frame's interval: 450 of
//! a Wise turn's 661 ms were such waits). The page still draws and takes taps between two tasks.

use std::cell::RefCell;
use std::collections::VecDeque;
use wasm_bindgen::prelude::*;
use web_sys::MessageChannel;

type Task = Box<dyn FnOnce()>;

thread_local! {
    /// The channel (made at the first post) and the tasks posted, run one a message in order.
    static CHANNEL: RefCell<Option<MessageChannel>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Task>> = const { RefCell::new(VecDeque::new()) };
}

/// Runs the first task queued, if any.
fn run_one() {
    if let Some(task) = QUEUE.with_borrow_mut(VecDeque::pop_front) {
        task();
    }
}

/// The channel, made with its listener the first time.
fn channel() -> Option<MessageChannel> {
    CHANNEL.with_borrow_mut(|slot| {
        if slot.is_none() {
            let channel = MessageChannel::new().ok()?;
            let run = Closure::<dyn FnMut()>::new(|| {
                run_one();
                // What the task started (a Slint timer, a property's redraw) is taken up by the window's event
                // loop, which this task ran outside of: wake it.
                let _ = slint::invoke_from_event_loop(|| {});
            });
            channel
                .port1()
                .set_onmessage(Some(run.as_ref().unchecked_ref()));
            run.forget();
            *slot = Some(channel);
        }
        slot.clone()
    })
}

/// Runs `task` as the page's next task (on a zero Slint timer when the channel cannot be had).
pub fn next_task(task: impl FnOnce() + 'static) {
    QUEUE.with_borrow_mut(|queue| queue.push_back(Box::new(task)));
    let posted =
        channel().is_some_and(|channel| channel.port2().post_message(&JsValue::NULL).is_ok());
    if !posted {
        slint::Timer::single_shot(std::time::Duration::ZERO, run_one);
    }
}
