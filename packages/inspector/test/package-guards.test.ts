import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [join(dir, entry.name)] : [],
  );

const offending = (pattern: RegExp) =>
  sources(SRC).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => pattern.test(line) && !/^\s*(\*|\/\/)/.test(line))
      .map((line) => `${file.slice(SRC.length)}: ${line.trim()}`),
  );

describe("package guards", () => {
  it("the inspector's code uses no network API (no telemetry, no requests of its own)", () => {
    expect(offending(/\bfetch\s*\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|\bimport\s*\(/)).toEqual([]);
  });

  it("the inspector's code is browser-safe: no Node built-ins, no server packages, no build-time environment", () => {
    expect(offending(/from\s+["'](node:|@wingman\/runtime|@wingman\/agent)|import\.meta\.env|process\.env/)).toEqual([]);
  });
});
