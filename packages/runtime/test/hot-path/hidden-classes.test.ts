import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const probe = fileURLToPath(new URL("./hidden-classes-probe.mjs", import.meta.url));

// An object literal with getters, made per request, is a dictionary-mode object whose accessor
// pairs V8 allocates in old space: through the getters' closures they kept each request's objects
// (the response, the pump, the run's events) alive through young-generation GCs, ~17 µs of GC per
// short run (bench/results/2026-12-05-hidden-class-retention.md). V8's own checks
// (`%HaveSameMap`, `%HasFastProperties`) need `--allow-natives-syntax`, hence a child process on
// the built package (`npm test` builds first).
describe("objects made per request share one hidden class", () => {
  let results: Record<string, boolean>;
  beforeAll(async () => {
    const { stdout } = await run(process.execPath, ["--allow-natives-syntax", "--no-warnings", probe], { cwd: process.cwd() });
    results = JSON.parse(stdout) as Record<string, boolean>;
  });

  it.each([
    ["nodeResponseSink", "the sink of an event stream written to a Node response"],
    ["webStreamSink", "the sink of an event stream written to a Web stream"],
    ["middlewareLink", "the `next` a middleware gets from the runner"],
    ["encodedRunnerEvent", "a replayed stored event"],
    ["routeEventSource", "the event source a route hands the pump, whatever the route's source holds"],
    ["standardRequest", "the real Request made for user code, with its own `signal`"],
  ])("%s: %s", (key) => {
    expect(results[key]).toBe(true);
  });
});
