"""Strongholds online in the browser: a table server (standfirm-server) on loopback serving the app's test build,
three phones (three Chromium instances, each with its own profile and so its own storage) at one table with a
bot, a whole game played to the end, and what each phone kept compared with the server's record.

- Page 1 hosts from Strongholds' New game (Online: three people and a Steady bot) and reads the table's code;
  page 2 opens the table's link (`…/#table/CODE`) and joins; page 3 opens the app through a TCP proxy (`Proxy`,
  a port of its own) and joins by typing the code on Join a table. The host starts.
- Each page plays its own decisions by taps while it plays (End turn, the Growth cards over 7, a second Trial,
  the slap window's "No one claims it"). The server's turn clock is short (`TURN_CLOCK`): once the pages stop
  tapping, the table's away bot plays each of their seats, and finishes the game.
- Mid-game page 2 reloads, continues in its seat (Home's Continue) and plays a move of its own there; then page
  3's connection is cut outside the browser (the proxy stopped: Chromium's offline emulation leaves open
  WebSockets up): it says *Reconnecting…*; with the proxy started again it takes a fresh frame and plays on.
- At the end each page's kept save (`standfirm/saves/ID.json` in its localStorage) equals the save file the
  server sends (the deal, the seats, the options and every action), and its seat is no longer kept.
- The budget, measured and reported (`ctx.results["online"]`), not asserted: from the server's confirmation of an
  action to each page's mark that it applied that frame (`standfirm.online.frames[seq]`), ≤ 100 ms at the 95th
  percentile over the whole game. The server's confirmation is when a spectator's socket (`Spectator`, a small
  WebSocket client in a process of its own) first got the frame. The frames that came while a page was off the
  table (its reload, its cut) are left out of its numbers; the whole game's are also given apart, while the people
  played and the away bot's run to the end (frames back to back), and how far each page's clock reads from the
  spectator's.

The server is `STANDFIRM_SERVER`, else the debug build `target/debug/standfirm-server`; without it the test is
skipped, saying so (and `run.py --all` fails). What each page showed and did is in `online-trace.log`, the frames'
times in `online-frames.json`, the server's log in `online-server.log`.
"""

import base64
import hashlib
import json
import math
import multiprocessing
import os
import re
import shutil
import socket
import struct
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import harness
import test_app

SHOTS = "online"
# A phone's screen (412 x 915 CSS pixels, touch) at a device pixel ratio of 1: three pages drawing through
# SwiftShader on two cores at the harness's 2.625 (seven times the pixels) were each busy 5 to 15 s at a time,
# so that none could answer within a turn clock.
PHONE = dict(harness.PHONE, pixelRatio=1.0)
# The server's clocks (seconds): a person who has not decided within TURN_CLOCK is played by the away bot until
# they come back (a message of theirs, such as a slap window's pass, or their device connecting again); a slap
# window waits SLAP_WINDOW for the people.
TURN_CLOCK = 12
SLAP_WINDOW = 2
# The pause before each bot's move (ms; the server's own default is 600, for people to follow): shorter here, so
# that the whole game fits CI's time (the away bot's run to the end is most of the test: about 160 moves), and
# still one frame at a time.
BOT_PACE = 150
# The people, in seat order (the host keeps New game's first name); seat 4 is a Steady bot.
NAMES = ["Player 1", "Ben", "Cleo"]
# Each page's own moves, tapped, before the pages let the away bot finish the game.
MOVES = 3
BUDGET_MS = 100


def now_ms():
    return time.time() * 1000


def clock():
    return time.strftime("%H:%M:%S.") + f"{int(time.time() * 1000) % 1000:03d}"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_binary():
    """The table server: `STANDFIRM_SERVER`, else the debug build in the repository's target folder."""
    named = os.environ.get("STANDFIRM_SERVER")
    if named:
        return Path(named)
    return Path(__file__).resolve().parents[2] / "target" / "debug" / "standfirm-server"


class TableServer:
    """standfirm-server on 127.0.0.1 at a free port, with a data folder of its own, serving the app's site."""

    def __init__(self, binary, site, log):
        self.data = tempfile.mkdtemp(prefix="standfirm-online-")
        self.port = free_port()
        Path(log).parent.mkdir(parents=True, exist_ok=True)
        self.log = open(log, "w")
        self.process = subprocess.Popen(
            [str(binary), "--listen", f"127.0.0.1:{self.port}", "--data", self.data, "--site", str(site),
             "--turn-clock", str(TURN_CLOCK), "--slap-window", str(SLAP_WINDOW), "--bot-pace", str(BOT_PACE),
             "--wise-threads", "1"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                self.info = self.get("/api/server")
                break
            except OSError:
                assert self.process.poll() is None, f"the table server stopped at once (see {log})"
                assert time.monotonic() < deadline, "the table server did not answer within 30 s"
                time.sleep(0.1)

    def url(self, path=""):
        return f"http://127.0.0.1:{self.port}/{path}"

    def get(self, path):
        with urllib.request.urlopen(self.url(path.lstrip("/")), timeout=10) as answer:
            return json.loads(answer.read())

    def post(self, path, body, token):
        """POSTs `body` as JSON with the bearer `token` (a host's call); the answer, parsed (None when empty)."""
        request = urllib.request.Request(self.url(path.lstrip("/")), data=json.dumps(body).encode(), method="POST",
                                         headers={"content-type": "application/json",
                                                  "authorization": f"Bearer {token}"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            text = answer.read()
            return json.loads(text) if text else None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        shutil.rmtree(self.data, ignore_errors=True)


class Proxy:
    """A TCP forwarder from 127.0.0.1:`port` to the server: `stop()` closes its listener and every connection
    through it (the network cut, as the browser sees it), `start()` listens on the same port again."""

    def __init__(self, target):
        self.target, self.port = target, free_port()
        self.conns, self.lock, self.listener = set(), threading.Lock(), None

    def url(self, path=""):
        return f"http://127.0.0.1:{self.port}/{path}"

    def start(self):
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        listener.settimeout(0.2)
        self.listener = listener
        threading.Thread(target=self.accept, args=(listener,), daemon=True).start()

    def accept(self, listener):
        while self.listener is listener:
            try:
                near, _ = listener.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            try:
                far = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                near.close()
                continue
            near.settimeout(None)
            with self.lock:
                self.conns.update((near, far))
            for a, b in ((near, far), (far, near)):
                threading.Thread(target=self.pump, args=(a, b), daemon=True).start()

    @staticmethod
    def pump(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for s in (source, sink):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def stop(self):
        listener, self.listener = self.listener, None
        if listener:
            listener.close()
        with self.lock:
            conns, self.conns = self.conns, set()
        for s in conns:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()


class WebSocket:
    """A minimal WebSocket client (RFC 6455) of 127.0.0.1:`port`: the opening handshake, masked frames out, the
    server's unmasked frames in, a ping answered."""

    GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    def __init__(self, port, path):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                          .encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise EOFError("the server closed the socket during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        accept = base64.b64encode(hashlib.sha1((key + self.GUID).encode()).digest())
        if not head.startswith(b"HTTP/1.1 101") or accept not in head:
            raise EOFError(f"not a WebSocket: {head!r}")
        self.sock.settimeout(None)

    def send(self, data, opcode=0x1):
        payload, mask = data.encode() if isinstance(data, str) else data, os.urandom(4)
        n = len(payload)
        if n < 126:
            length = bytes([0x80 | n])
        elif n < 65536:
            length = bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            length = bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.sock.sendall(bytes([0x80 | opcode]) + length + mask
                          + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def take(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("the server closed the socket")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def message(self):
        """The next whole message and when its last byte came (epoch ms)."""
        parts = []
        while True:
            first, second = self.take(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self.take(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self.take(8))[0]
            mask = self.take(4) if second & 0x80 else None
            payload = self.take(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 0x8:
                raise EOFError("the server closed the socket")
            if opcode == 0x9:
                self.send(payload, 0xA)
            elif opcode != 0xA:
                parts.append(payload)
                if first & 0x80:
                    return b"".join(parts), now_ms()


def spectate(port, table, protocol, rules, pipe):
    """The spectator's process: a socket at the table with a hello without a token; sends on `pipe` ("open",),
    then ("frame", seq, epoch ms, each seat's away flag, the seats to move) for the first frame of each number,
    ("save", text) for the save file, and ("closed", why) at the end."""
    try:
        ws = WebSocket(port, f"/ws/{table}")
        ws.send(json.dumps({"type": "hello", "protocol": protocol, "rules": rules, "token": None}))
        pipe.send(("open",))
        seen = set()
        while True:
            data, at = ws.message()
            msg = json.loads(data)
            if msg["type"] == "frame" and msg["status"] != "lobby" and msg["seq"] not in seen:
                seen.add(msg["seq"])
                pipe.send(("frame", msg["seq"], at, [seat["away"] for seat in msg["seats"]], msg["to_move"]))
            elif msg["type"] == "save_file":
                pipe.send(("save", msg["save"]))
    except Exception as e:  # noqa: BLE001 - said to the test, which decides
        pipe.send(("closed", repr(e)))


class Spectator:
    """A spectator at the table, in a process of its own (so that the test's own work never delays the times it
    takes): when each frame number first arrived (`arrived[seq]`, epoch ms), who was away then (`away[seq]`,
    a flag a seat), and the save file the server sends once the game is over (`save`)."""

    def __init__(self, port, table, protocol, rules):
        self.frames, self.flags, self.moving, self.saved, self.closed = {}, {}, {}, None, None
        # Spawned, not forked: a fork would hold the proxy's sockets open (a cut would not cut).
        spawn = multiprocessing.get_context("spawn")
        self.pipe, theirs = spawn.Pipe(duplex=False)
        self.process = spawn.Process(target=spectate, args=(port, table, protocol, rules, theirs), daemon=True)
        self.process.start()
        theirs.close()
        assert self.pipe.poll(15), "the spectator's socket did not open"
        first = self.pipe.recv()
        assert first == ("open",), f"the spectator's socket: {first}"

    def drain(self):
        while self.pipe.poll():
            try:
                kind, *rest = self.pipe.recv()
            except EOFError:
                return
            if kind == "frame":
                seq, at, away, to_move = rest
                self.frames[seq], self.flags[seq], self.moving[seq] = at, away, to_move
            elif kind == "save":
                self.saved = rest[0]
            else:
                self.closed = rest[0]
                return

    @property
    def arrived(self):
        self.drain()
        return self.frames

    @property
    def away(self):
        self.drain()
        return self.flags

    @property
    def to_move(self):
        """The seats to move in the last frame."""
        self.drain()
        return self.moving[max(self.moving)] if self.moving else []

    @property
    def save(self):
        self.drain()
        return self.saved

    def close(self):
        self.process.terminate()
        self.process.join(5)


class Page:
    """One phone: its browser, the moves it tapped, and every frame it marked (`frames[seq]`, epoch ms: the first
    mark of each number, kept across its reload). It has a `browser`, so test_app's helpers take it as their
    context."""

    def __init__(self, number, name):
        self.number, self.name, self.seat = number, name, number - 1
        self.browser = harness.Browser(PHONE)
        self.frames, self.moves = {}, []
        # The main thread's long tasks, epoch-ms spans (kept across its reload).
        self.busy = set()
        # Whether the page plays its own decisions now; the last decision tapped: its kind and frame, and when.
        self.tapping, self.tapped, self.tapped_at = True, None, 0.0
        # The times it was off the table (its reload, its cut): (from, back), epoch ms.
        self.gaps = []
        # Taps on the pick rows: all, and those not seen to take (tapped again).
        self.pick_taps, self.lost, self.late = 0, 0, 0
        # What it showed and did, each change once (online-trace.log).
        self.traced, self.lines = None, []

    def trace(self, line):
        if line != self.traced:
            self.traced = line
            self.lines.append(f"{clock()} page {self.number}: {line}")

    def state(self):
        """The labels on the screen and the last frame number applied (None before the game)."""
        return self.browser.js("const s = globalThis.standfirm ?? {};"
                               "return [s.labels ? s.labels() : [], s.online ? s.online.last : null];")

    def collect(self):
        """Takes the frames the page marked into `frames`, and its main thread's long tasks (over 50 ms: mostly
        drawing through SwiftShader here) into `busy`, as epoch-ms spans."""
        marked = self.browser.js("return globalThis.standfirm?.online?.frames ?? {};") or {}
        for seq, at in marked.items():
            self.frames[int(seq)] = min(at, self.frames.get(int(seq), at))
        tasks = self.browser.js("return [performance.timeOrigin, globalThis.__longTasks ?? []];") or [0, []]
        origin = tasks[0]
        for task in tasks[1]:
            self.busy.add((origin + task["start"], origin + task["start"] + task["duration"]))

    def busy_within(self, start, end):
        """How long (ms) the page's main thread was in long tasks between `start` and `end` (epoch ms)."""
        return sum(max(0.0, min(b, end) - max(a, start)) for a, b in self.busy)

    def clock_offset(self):
        """How far the page's clock (`performance.timeOrigin + performance.now()`, the frames' marks) reads ahead
        of this process's `time.time()`, in ms, from the quickest of five round trips, and half that round trip
        (the reading's bound): the latencies are left as measured, and this says how far to trust them."""
        best = None
        for _ in range(5):
            before = now_ms()
            theirs = self.browser.js("return performance.timeOrigin + performance.now();")
            after = now_ms()
            if best is None or after - before < best[1]:
                best = (theirs - (before + after) / 2, after - before)
        return [round(best[0], 1), round(best[1] / 2, 1)]

    def shot(self, ctx, what):
        self.browser.screenshot(ctx.out, f"{SHOTS}-{what}")

    def tap_now(self, label):
        """Taps `label` if it is on the screen now (no wait); whether it was."""
        r = test_app.rect(self, label)
        if r:
            self.browser.tap(r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)
        return bool(r)


DISCARD = re.compile(r"^Discard (\d+) Growth cards?: you may keep 7")
SHOWN = ("End turn", "No one claims it", "Discard the second Trial", "Continue to my turn")


def decide(page, before=None):
    """Plays the page's own decision on the screen by taps, if there is one: "Since your last turn" closed, then
    a second Trial discarded, the Growth cards over 7 marked and discarded, End turn, or the slap window passed.
    A decision is tapped once on its frame (End turn again after 2 s if the frame has not moved on), after
    `before()`. Returns the kind of move tapped, or None."""
    asked = time.monotonic()
    labels, seq = page.state()
    if time.monotonic() - asked > 0.5:
        page.trace(f"its labels took {time.monotonic() - asked:.1f} s")
    if "Continue to my turn" in labels:
        page.tap_now("Continue to my turn")
        time.sleep(0.2)
        labels, seq = page.state()
    discard = next((m for m in map(DISCARD.match, labels) if m), None)
    page.trace(f"frame {seq}: " + " | ".join(
        label for label in labels if label in SHOWN or label.startswith(("You have", "Reconnecting")) or
        DISCARD.match(label)))
    if "Discard the second Trial" in labels:
        kind = "second-trial"
    elif discard:
        kind = "discard"
    elif "End turn" in labels:
        kind = "end-turn"
    elif "No one claims it" in labels:
        kind = "pass"
    else:
        return None
    if seq is None or page.tapped == (kind, seq) and (kind != "end-turn" or time.monotonic() - page.tapped_at < 2):
        return None
    if before:
        before()
    if kind == "discard":
        # The first cards of the holding, each marked, then Confirm.
        picks = list(dict.fromkeys(label for label in labels if label.startswith("Choose ")))
        done = all(mark(page, label) for label in picks[:int(discard.group(1))])
        done = done and page.tap_now("Confirm the cards chosen")
    else:
        done = page.tap_now({"second-trial": "Discard the second Trial", "end-turn": "End turn",
                             "pass": "No one claims it"}[kind])
    page.tapped, page.tapped_at = (kind, seq), time.monotonic()
    if not done:
        page.trace(f"{kind} gone before its tap")
        return None
    page.trace(f"tapped {kind} on frame {seq}")
    page.moves.append((kind, seq))
    return kind


def marked(page, r):
    """Whether the pick row at `r` is marked: its left edge is drawn in the danger red (a one-pixel screenshot)."""
    shot = page.browser.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
        "x": r["x"] + 1, "y": r["y"] + r["height"] / 2, "width": 1, "height": 1, "scale": 1}})
    _, _, _, rows = harness.decode_png(base64.b64decode(shot["data"]))
    return rows[0][0] - rows[0][1] > 80


def mark(page, label):
    """Marks the pick row `label` by a tap, as a person does: seen marked within a second, or tapped again (at
    most three taps). A tap counts in `page.late` when its mark was drawn after that second (the page busy
    drawing), and in `page.lost` only when the row is still unmarked when the finger comes back. Whether it is
    marked."""
    tapped = False
    for _ in range(3):
        r = test_app.rect(page, label)
        if not r:
            return False
        if marked(page, r):
            if tapped:
                page.late += 1
            return True
        if tapped:
            page.lost += 1
            page.trace(f"the tap on {label} did not take")
        page.browser.tap(r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)
        page.pick_taps += 1
        tapped = True
        deadline = time.monotonic() + 1
        while time.monotonic() < deadline:
            if marked(page, r):
                return True
            time.sleep(0.1)
    return False


class Game:
    """The three pages at the table, played together: each step runs until its condition holds, every page that
    is tapping playing its own decisions meanwhile, and the frames the pages marked collected every 2 s."""

    def __init__(self, ctx, pages, spectator):
        self.ctx, self.pages, self.spectator, self.collected = ctx, pages, spectator, 0.0

    def run(self, what, condition, timeout, also=None):
        deadline = time.monotonic() + timeout
        while True:
            for page in self.pages:
                if page.tapping:
                    decide(page, lambda p=page: p.moves or p.shot(self.ctx, f"table-page-{p.number}"))
            if also:
                also()
            if time.monotonic() - self.collected > 2:
                self.collect()
            value = condition()
            if value:
                self.note(f"done: {what}")
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}; moves tapped: "
                                     + "; ".join(f"page {p.number}: {p.moves}" for p in self.pages)
                                     + f"; the server at frame {max(self.spectator.arrived, default=None)}")
            time.sleep(0.05)

    def note(self, line):
        """A line of the test's own in the trace."""
        self.pages[0].lines.append(f"{clock()} ---- {line}")

    def collect(self):
        for page in self.pages:
            try:
                page.collect()
            except Exception:  # noqa: BLE001 - a page loading again has nothing to give yet
                pass
        self.collected = time.monotonic()

    def is_away(self, page):
        """Whether the page's seat is played by the away bot now (the last frame's flag)."""
        away = self.spectator.away
        return bool(away) and away[max(away)][page.seat]

    def just_moved(self, page):
        """A condition: a move of the page's own taken by the server since the condition was made, and the
        decision no longer the page's (its turn over: its next one is the others' turns away)."""
        before = len(self.own_moves(page))
        return lambda: len(self.own_moves(page)) > before and page.seat not in self.spectator.to_move

    def own_moves(self, page, since=0):
        """The moves page tapped (from its `since`-th) that the server took as the person's own: the frame after
        it came with the seat not away (a seat past its clock is away before the away bot's move)."""
        return [seq for kind, seq in page.moves[since:]
                if kind != "pass" and seq + 1 in self.spectator.away and not self.spectator.away[seq + 1][page.seat]]


def host(ctx, page, server):
    """Page 1: New game, Online, three people and a Steady bot in seat 4, Host: the waiting room's code and link."""
    page.browser.open(server.url())
    page.browser.wait_for_first_frame()
    test_app.tap(page, "Strongholds: New game")
    test_app.shown(page, "Add a player")
    time.sleep(0.3)
    test_app.tap(page, "Where the game is played: Online")
    # The online part (the server, the turn clock, the bot for a person away) pushes the seats down: the finger
    # scrolls to them.
    test_app.shown(page, "Time for each turn: 90 s")
    test_app.swipe_up(page, 300)
    while test_app.rect(page, "Remove seat 3"):
        test_app.tap(page, "Remove seat 3")
    test_app.tap(page, "Add a player")
    test_app.tap(page, "Seat 3 is a bot")
    test_app.shown(page, "Seat 3 is a person")
    test_app.tap(page, "Add a player")
    test_app.shown(page, "Level of seat 4: Steady")
    page.shot(ctx, "host-new-game")
    # Host is under the seats: the finger scrolls down to it.
    while not test_app.rect(page, "Host an online table"):
        test_app.swipe_up(page, 400)
    test_app.tap(page, "Host an online table")
    code = page.browser.wait_for("the table's code", lambda: next(
        (label[len("Table code "):] for label in test_app.labels(page)
         if re.fullmatch(r"Table code [0-9A-Z]{6}", label)), None), timeout=30)
    link = next(label.split(": ", 1)[1] for label in test_app.labels(page)
                if label.startswith("The table's link: "))
    assert link == server.url(f"#table/{code}"), link
    # The host's turn clock is New game's (90 s unless chosen): the test's short one (TURN_CLOCK) through the
    # host's own settings call, with the token the page kept.
    kept = test_app.stored(page, "standfirm/online.json")["standfirm/online.json"]["seats"][0]
    table = server.get(f"/api/codes/{code}")
    assert (table["turn_clock_secs"], table["away_level"]) == (90, "steady"), table
    server.post(f"/api/tables/{kept['table']}/settings", {"turn_clock_secs": TURN_CLOCK}, kept["host_token"])
    assert server.get(f"/api/codes/{code}")["turn_clock_secs"] == TURN_CLOCK
    return code, link


def type_into_field(page, title, text):
    """Types `text` into Join's field named `title` (its heading leaves the name to the field): the finger taps
    the field, then the keyboard types."""
    from selenium.webdriver.common.action_chains import ActionChains
    field = test_app.shown(page, title)
    page.browser.tap(field["x"] + field["width"] / 2, field["y"] + field["height"] / 2)
    time.sleep(0.2)
    ActionChains(page.browser.driver).send_keys(text).perform()
    time.sleep(0.2)


def join(page, code, by_link=None, address=None):
    """A page joins: by the table's link (Join opens with its code), or from New game's Join a table on the app
    opened at `address`, typing the code; then its name, Join, and the waiting room."""
    page.browser.open(by_link or address)
    page.browser.wait_for_first_frame()
    if not by_link:
        test_app.tap(page, "Strongholds: New game")
        test_app.shown(page, "Add a player")
        time.sleep(0.3)
        test_app.tap(page, "Where the game is played: Online")
        test_app.tap(page, "Join a table by its code")
        test_app.shown(page, "Join the table")
        type_into_field(page, "Table code", code)
    test_app.shown(page, "Join the table")
    type_into_field(page, "Your name", page.name)
    test_app.tap(page, "Join the table")
    test_app.shown(page, f"Table code {code}", timeout=30)


def percentile(values, share):
    """The nearest-rank percentile of `values`."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)]


def latencies(page, arrived, until=None, after=None, painting=None):
    """From the spectator's arrival of each frame to the page's mark of it (ms): every frame the page applied,
    but those that came while it was off the table (its first mark after a gap is a catch-up, not a frame
    live), and only those that arrived before `until` or after `after` when given. With `painting` "apart",
    the time the page's main thread spent in long tasks meanwhile (drawing) is taken out; with "only", that
    time alone."""
    out = []
    for seq, at in sorted(page.frames.items()):
        came = arrived.get(seq)
        if came is None or any(start <= came <= back for start, back in page.gaps):
            continue
        if (until is None or came < until) and (after is None or came >= after):
            busy = page.busy_within(came, at)
            out.append({None: at - came, "apart": at - came - busy, "only": busy}[painting])
    return out


def summary(values):
    if not values:
        return {"frames": 0}
    return {"frames": len(values), "p50_ms": round(percentile(values, 0.5), 1),
            "p95_ms": round(percentile(values, 0.95), 1), "max_ms": round(max(values), 1),
            "min_ms": round(min(values), 1)}


def back_after(page, start):
    """The page's first frame mark after `start` (epoch ms), or now."""
    page.collect()
    return min((at for at in page.frames.values() if at > start), default=now_ms())


# The fields of a save that make the game (docs/save-format.md): what it is, its deal, seats and options, and
# every action. The others (its name, times and the listing's summary) are compared and reported.
GAME_FIELDS = ["format", "version", "game", "id", "seed", "secret", "decks", "first_player", "seats", "options",
               "actions"]


def test_strongholds_online_three_phones_a_bot_a_reload_and_a_cut(ctx):
    binary = server_binary()
    if not binary.is_file():
        raise harness.Skip(f"no table server at {binary} (cargo build -p standfirm-server, or STANDFIRM_SERVER)")
    started = time.monotonic()
    # The harness's own browser rests meanwhile: three pages share the cores.
    ctx.browser.open("about:blank")
    server = TableServer(binary, ctx.root / ctx.app, ctx.out / f"{SHOTS}-server.log")
    proxy, pages, spectator, game = Proxy(server.port), [], None, None
    try:
        proxy.start()
        for number, name in enumerate(NAMES, 1):
            pages.append(Page(number, name))
        one, two, three = pages

        # The host's table and its waiting room; page 2 joins by the link, page 3 by the code through the proxy.
        code, link = host(ctx, one, server)
        table = server.get(f"/api/codes/{code}")["table"]
        spectator = Spectator(server.port, table, server.info["protocol"], server.info["rules"])
        join(two, code, by_link=link)
        two.shot(ctx, "waiting-room-joined-by-link")
        join(three, code, address=proxy.url())
        assert f"The table's link: {proxy.url(f'#table/{code}')}" in test_app.labels(three), \
            f"page 3 sits at the table through the proxy: {test_app.labels(three)}"
        test_app.shown(one, "Everyone is here: start when you are ready.", timeout=30)
        for page in (two, three):
            assert f"Seat {page.seat + 1}: {page.name}, Joined" in test_app.labels(one), test_app.labels(one)
        assert "Seat 4: Bot 4, Bot · Steady" in test_app.labels(one), test_app.labels(one)
        one.shot(ctx, "waiting-room-host")
        test_app.tap(one, "Start the online game")
        game = Game(ctx, pages, spectator)

        # Everyone plays a move of their own by taps (each page's first turn in a picture, before its tap).
        game.run("a move of each page's own", lambda: all(game.own_moves(p) for p in pages), 240)

        # Page 2 reloads mid-game, just after a move of its own (the tab's session ends; the seat stays in its
        # storage): Home's Continue takes it back to its seat, where it plays a move of its own.
        game.run("a fresh move of page 2's own", game.just_moved(two), 120)
        game.collect()
        reloaded, gone = len(two.moves), now_ms()
        two.tapping = False
        two.browser.js("globalThis.beforeReload = true; setTimeout(() => location.reload(), 0);")
        continued = [0.0]

        def resume():
            try:
                if two.browser.js("return globalThis.beforeReload === true;"):
                    return
                labels, seq = two.state()
            except Exception:  # noqa: BLE001 - the page is loading
                return
            if "Continue: Strongholds · online" in labels and time.monotonic() - continued[0] > 3:
                continued[0] = time.monotonic()
                two.tap_now("Continue: Strongholds · online")
            two.tapping = seq is not None
        game.run("page 2 at its seat again after its reload", lambda: two.tapping, 120, also=resume)
        two.gaps.append((gone, back_after(two, gone)))
        two.shot(ctx, "table-page-2-after-reload")
        game.run("a move of page 2's own after its reload", lambda: game.own_moves(two, reloaded), 180)

        # Page 3's connection is cut outside the browser, just after a move of its own (its next turn's clock
        # outlasts the cut): Reconnecting… while the proxy is down; then, the proxy back on its port, a fresh frame
        # and a move of its own.
        game.run("a fresh move of page 3's own", game.just_moved(three), 120)
        game.collect()
        cut, last = now_ms(), three.state()[1]
        three.tapping = False
        proxy.stop()
        game.run("page 3 says it is reconnecting", lambda: "Reconnecting…" in three.state()[0], 30)
        three.shot(ctx, "reconnecting-page-3")
        held = time.monotonic() + 1.5
        game.run("the cut held", lambda: time.monotonic() > held, 10)
        assert "Reconnecting…" in three.state()[0], three.state()[0]
        proxy.start()
        restarted = now_ms()
        game.run("page 3 back with a fresh frame", lambda: (lambda labels, seq: "Reconnecting…" not in labels
                                                             and (seq or 0) > last)(*three.state()), 60)
        three.gaps.append((cut, back_after(three, cut)))
        three.tapping, cut_off = True, len(three.moves)
        three.shot(ctx, "table-page-3-after-reconnect")
        game.run("a move of page 3's own after the cut, unless the away bot took its seat meanwhile",
                 lambda: game.own_moves(three, cut_off) or game.is_away(three), 180)

        # A few more moves by taps (a seat played by the away bot already excepted: only a slap window's pass or
        # its device connecting again brings it back); then the pages stop, and the away bot plays each seat past
        # its clock, to the end.
        game.run(f"{MOVES} moves of each page's own", lambda: all(
            len(game.own_moves(p)) >= MOVES or game.is_away(p) for p in pages), 300)
        for page in pages:
            page.tapping = False
        let_go = now_ms()
        game.run("the end on every page, and the server's save", lambda: spectator.save is not None and all(
            "New game with the same seats" in p.state()[0] for p in pages), 600)
        game.collect()
        for page in pages:
            page.shot(ctx, f"end-page-{page.number}")

        # Each page's kept save is the server's, and the seat is no longer kept.
        server_save = json.loads(spectator.save)
        differ = []
        for page in pages:
            kept = page.browser.wait_for(f"page {page.number}'s save", lambda p=page: [
                s for s in test_app.stored(p, "standfirm/saves/").values()
                if s.get("game") == "strongholds" and s.get("summary", {}).get("status") == "finished"], 30)
            assert len(kept) == 1, f"page {page.number} kept {len(kept)} finished games"
            fields = sorted(set(kept[0]) | set(server_save), key=lambda f: (f not in GAME_FIELDS, f))
            for field in (f for f in fields if kept[0].get(f) != server_save.get(f)):
                print(f"  page {page.number}'s save differs from the server's in {field}: "
                      f"{kept[0].get(field)!r} against {server_save.get(field)!r}")
                if field in GAME_FIELDS:
                    differ.append(f"page {page.number}: {field}")
            seats = test_app.stored(page, "standfirm/online.json").get("standfirm/online.json")
            assert table not in json.dumps(seats), f"page {page.number} still keeps its seat: {seats}"
        assert not differ, f"the saves differ from the server's in what makes the game: {differ}"

        # The budget: from the server's confirmation to each page's mark, over the whole game; and apart, while
        # the people played and the away bot's run to the end.
        arrived = spectator.arrived
        whole = {p.number: latencies(p, arrived) for p in pages}
        results = {
            "actions": len(server_save["actions"]),
            "frames_at_spectator": len(arrived),
            "moves_tapped": {p.number: [kind for kind, _ in p.moves] for p in pages},
            "own_moves": {p.number: len(game.own_moves(p)) for p in pages},
            "own_moves_after": {"page 2's reload": len(game.own_moves(two, reloaded)),
                                "page 3's cut": len(game.own_moves(three, cut_off))},
            "pick_taps_lost_and_late": {p.number: [p.pick_taps, p.lost, p.late] for p in pages},
            "budget_p95_ms": BUDGET_MS,
            "pages": {p.number: summary(whole[p.number]) for p in pages},
            "all": summary([v for values in whole.values() for v in values]),
            "while_people_played": summary([v for p in pages for v in latencies(p, arrived, until=let_go)]),
            "away_bots_to_the_end": summary([v for p in pages for v in latencies(p, arrived, after=let_go)]),
            # Painting reported apart: the same, less the pages' long tasks meanwhile (SwiftShader's drawing), and
            # those long tasks alone.
            "all_painting_apart": summary([v for p in pages for v in latencies(p, arrived, painting="apart")]),
            "all_painting_only": summary([v for p in pages for v in latencies(p, arrived, painting="only")]),
            "off_the_table_ms": {p.number: [round(back - start) for start, back in p.gaps] for p in pages},
            "reconnected_after_restart_ms": round(three.gaps[0][1] - restarted),
            "clock_offset_ms": {p.number: p.clock_offset() for p in pages},
            "seconds": round(time.monotonic() - started, 1),
        }
        ctx.results["online"] = results
        harness.write_json(ctx.out, f"{SHOTS}-frames.json", {
            "arrived": arrived, "pages": {p.number: p.frames for p in pages},
            "gaps": {p.number: p.gaps for p in pages}, "let_go": let_go})
        print(f"  online: {results['actions']} actions, {len(arrived)} frames; moves of their own by taps: "
              + ", ".join(f"page {n}: {m}" for n, m in results["own_moves"].items())
              + f"; taps on pick rows {sum(p.pick_taps for p in pages)}, not taken {sum(p.lost for p in pages)}, "
              + f"taken but drawn after a second {sum(p.late for p in pages)}")
        for what, s in [*((f"page {n}", s) for n, s in results["pages"].items()), ("all pages", results["all"]),
                        ("while the people played", results["while_people_played"]),
                        ("the away bots to the end", results["away_bots_to_the_end"]),
                        ("all pages, painting apart", results["all_painting_apart"]),
                        ("all pages, the long tasks (painting) alone", results["all_painting_only"])]:
            print(f"  online: {what}: server's confirmation to the frame applied: p50 {s.get('p50_ms')} ms, "
                  f"p95 {s.get('p95_ms')} ms, max {s.get('max_ms')} ms over {s['frames']} frames "
                  f"(budget: p95 ≤ {BUDGET_MS} ms)")
        print("  online: the pages' clocks against the spectator's (offset, ± bound, ms): "
              + ", ".join(f"page {n}: {o[0]} ± {o[1]}" for n, o in results["clock_offset_ms"].items()))
    except BaseException:
        # What each page showed when the test failed.
        for page in pages:
            try:
                page.shot(ctx, f"failed-page-{page.number}")
                print(f"  page {page.number} showed: {test_app.labels(page)}")
            except Exception:  # noqa: BLE001 - a page that cannot say is left out
                pass
        raise
    finally:
        trace = sorted(line for page in pages for line in page.lines)
        (ctx.out / f"{SHOTS}-trace.log").write_text("\n".join(trace) + "\n")
        for page in pages:
            try:
                (ctx.out / f"{SHOTS}-console-page-{page.number}.log").write_text(
                    "\n".join(page.browser.console_lines()) + "\n")
            finally:
                page.browser.close()
        if spectator:
            spectator.close()
        proxy.stop()
        server.stop()


TESTS = [test_strongholds_online_three_phones_a_bot_a_reload_and_a_cut]
