//! `standfirm-cli online …` (the runner, through the client crate): a table made, started and played to its end
//! from the "terminal", the tokens kept in a file only the owner reads, the save file read back by `load`.

mod common;

use common::{config, folder, serve};

fn cli(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    standfirm_runner::online::run(&args)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_played_from_the_terminal_to_the_end() {
    let data = folder("cli");
    let (running, _) = serve(config(data.clone())).await;
    let url = format!("http://{}", running.address);
    let keep = data.join("host.json");
    let save = data.join("game.json");
    let (k, s) = (keep.display().to_string(), save.display().to_string());
    let out = tokio::task::spawn_blocking(move || {
        let made = cli(&[
            "create",
            "--server",
            &url,
            "--seats",
            "person,bot:steady,bot:gentle",
            "--host-seat",
            "0",
            "--name",
            "April",
            "--keep",
            &k,
        ])?;
        let started = cli(&["start", "--server", &url, "--keep", &k])?;
        // Two moves by script, then the Steady bot plays the seat to the end.
        let script = std::path::Path::new(&k).with_file_name("moves.txt");
        std::fs::write(&script, "# the first decision\nend-turn\n").unwrap();
        let played = cli(&[
            "play",
            "--server",
            &url,
            "--keep",
            &k,
            "--script",
            &script.display().to_string(),
            "--bot",
            "steady",
            "--save",
            &s,
        ])?;
        Ok::<_, String>((made, started, played))
    })
    .await
    .unwrap();
    let (made, started, played) = out.expect("the commands succeed");
    assert!(made.contains("its code is"), "{made}");
    assert!(started.contains("has started"), "{started}");
    assert_eq!(played, "The game is over.");
    let kept: standfirm_runner::online::Kept =
        serde_json::from_str(&std::fs::read_to_string(&keep).unwrap()).unwrap();
    for token in [kept.host_token.unwrap(), kept.token.unwrap()] {
        assert!(
            !made.contains(&token) && !started.contains(&token),
            "a token is never printed"
        );
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&keep).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "the kept tokens are the owner's only");
    }
    let view = standfirm_runner::files::load(&save).expect("the save loads");
    assert!(view.to_string().contains("finished"), "{view}");
    running.stop().await;
    let _ = std::fs::remove_dir_all(&data);
}
