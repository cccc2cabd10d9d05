//! Helpers shared by the runner's integration tests: run `standfirm-cli` and read its output.
#![allow(dead_code)]

/// The result of one run of the headless runner.
pub struct Run {
    /// Exit status.
    pub code: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `standfirm-cli` with arguments and optional standard input.
pub fn cli(args: &[&str], stdin: Option<&str>) -> Run {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_standfirm-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    if let Some(text) = stdin {
        let written = child.stdin.take().unwrap().write_all(text.as_bytes());
        // A command refused before it reads its input (a bad flag) may close the pipe first: its exit code and
        // its one line are what counts.
        if let Err(e) = written {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Runs a script through stdin and parses the JSON output; panics unless it succeeded.
pub fn script_ok(script: &serde_json::Value) -> serde_json::Value {
    let run = cli(&["script", "-"], Some(&script.to_string()));
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty());
    assert_eq!(run.stdout.lines().count(), 1, "one JSON object on one line");
    serde_json::from_str(&run.stdout).expect("stdout is JSON")
}

/// Runs a script that must fail: exit 2, one line on stderr, nothing on stdout. Returns the line.
pub fn script_err(script: &str) -> String {
    let run = cli(&["script", "-"], Some(script));
    assert_eq!(run.code, 2, "stdout: {}", run.stdout);
    assert!(run.stdout.is_empty(), "nothing on stdout");
    assert_eq!(
        run.stderr.lines().count(),
        1,
        "one line on stderr: {}",
        run.stderr
    );
    run.stderr.trim_end().to_string()
}
