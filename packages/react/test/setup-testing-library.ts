// Testing Library's waitFor/findBy give up after one second by default: a wall-clock bound that a
// busy machine misses. They wait on DOM changes; the test's own timeout (vitest.config.ts) is the
// only bound. Loaded for every test file, it does its work only where there is a DOM.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 55_000 });
}
