// Stand Firm's service worker: keeps every file of the site in a cache named after the build, so that the app
// opens and plays offline after the first visit, and answers from that cache first. web/build.sh writes the
// build's version (a hash of the site's files, also in version.json, which the page reads: web/update.js) and
// the list of files below.
const VERSION = "@VERSION@";
const FILES = ["./", @FILES@];
// One cache per site folder and build: the caches of other sites on the same origin are left alone.
const PREFIX = "standfirm:" + new URL(self.registration.scope).pathname + ":";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  // Every file or none: a visit with a broken connection does not leave half an app behind.
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  // The caches of older builds go; this one serves the pages already open.
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  // A deal's link (…/#armor-of-god/929369) and a test's ?today=… are the same page: the query is ignored for
  // the page itself, and the fragment never reaches the worker.
  const isPage = request.mode === "navigate";
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(isPage ? "./" : request, { ignoreSearch: isPage }).then((cached) => cached || fetch(request)),
    ),
  );
});
