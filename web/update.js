// The running version and the new-version notice. The service worker answers from the cache of one build (its
// version: a hash of the site's files, which web/build.sh also writes into version.json), so the page runs the
// build of the worker that controlled it when it loaded. When a newer worker takes over (a visit after a deploy finds a new sw.js; an open app checks
// every hour and when it comes back into sight), the open page still runs the old code: it says so and offers a
// reload. `globalThis.standfirm.siteVersion` is the running version (About shows it), `update` the newer one.

const WORDS = {
  en: { ready: "A new version is ready.", reload: "Reload", later: "Not now" },
  es: { ready: "Hay una versión nueva lista.", reload: "Recargar", later: "Ahora no" },
};

/** The app's language: Settings → Language as the app keeps it, else the browser's first language. */
export function language() {
  try {
    const kept = JSON.parse(localStorage.getItem("standfirm/settings.json") || "{}").language;
    if (kept === "es" || kept === "en") return kept;
  } catch (_) {
    // No storage, or a damaged entry: the browser's language below.
  }
  const first = navigator.languages?.[0] ?? navigator.language ?? "en";
  return String(first).toLowerCase().startsWith("es") ? "es" : "en";
}

/** The version of the build that answers for this page now: `version.json` comes from the same place as the
 * page's other files (the controlling worker's cache, or the network before a worker took over). */
async function servedVersion(answer = fetch("version.json", { cache: "no-store" })) {
  try {
    const { version } = await (await answer).json();
    return typeof version === "string" ? version : null;
  } catch (_) {
    return null;
  }
}

function notice(report) {
  const words = WORDS[language()];
  let bar = document.getElementById("update");
  if (bar) return;
  bar = document.createElement("div");
  bar.id = "update";
  bar.setAttribute("role", "alert");
  const text = document.createElement("span");
  text.textContent = words.ready;
  const reload = document.createElement("button");
  reload.id = "update-reload";
  reload.textContent = words.reload;
  reload.addEventListener("click", () => location.reload());
  const later = document.createElement("button");
  later.id = "update-later";
  later.className = "quiet";
  later.textContent = words.later;
  later.addEventListener("click", () => {
    bar.remove();
    report.updateDismissed = true;
  });
  bar.append(text, reload, later);
  document.body.appendChild(bar);
  reload.focus({ preventScroll: true });
}

/** Notes the running version (`asked`: the answer to `version.json` that the page's head asked for before anything
 * else, so that it comes from where the page came from), registers the service worker `script` and watches for a
 * newer build taking over. */
export async function watch(report, asked, script) {
  const workers = navigator.serviceWorker;
  report.siteVersion = await servedVersion(asked);
  workers.addEventListener("controllerchange", async () => {
    const next = await servedVersion();
    if (next && report.siteVersion && next !== report.siteVersion) {
      report.update = next;
      notice(report);
    }
  });
  const registration = await workers.register(script);
  report.serviceWorker = registration.scope;
  const check = () => registration.update().catch(() => {});
  setInterval(check, 60 * 60 * 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  report.checkForUpdate = check;
  return registration;
}
