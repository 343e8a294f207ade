// Runs before each test file (vitest.config.ts setupFiles). The files share a worker's modules and its
// jsdom (isolate: false), so each file starts from an empty page and empty storage, as it did in a fresh one.
// A file on the node environment (`@vitest-environment node`) has no page.
if (typeof document !== 'undefined') {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
}
