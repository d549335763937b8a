// @vitest-environment jsdom
import "./setup-act.js";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnTsChild } from "@wingman/test-support/ts-child";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotChat, CopilotKitProvider } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

const here = dirname(fileURLToPath(import.meta.url));
let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());

/** The chat's markup as `renderToString` gives it in a plain Node process (no DOM globals). */
async function serverMarkup(url: string): Promise<string> {
  const child = spawnTsChild(join(here, "fixtures/render-chat-to-string.tsx"), [url]);
  try {
    return JSON.parse(await child.line("HTML:", 60_000)) as string;
  } finally {
    await child.kill();
  }
}

describe("server rendering (Next.js App Router, any SSR)", () => {
  it("marks the entry as client code, as React Server Components require", () => {
    const entry = readFileSync(join(here, "../src/index.ts"), "utf8");
    expect(entry.startsWith('"use client";')).toBe(true);
  });

  it("renders the chat on a server without a DOM, and the client hydrates it without a mismatch", async () => {
    const html = await serverMarkup(runtime.url);
    expect(html).toContain("textarea");
    expect(html).toContain("How can I help you today?");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleErrors: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <CopilotKitProvider runtimeUrl={runtime.url}>
            <CopilotChat />
          </CopilotKitProvider>,
          { onRecoverableError: (error) => void recoverable.push(error) },
        );
      });
      // The hydrated chat is live: it connects to the runtime and enables the composer.
      await vi.waitFor(() => expect(container.querySelector("textarea")?.disabled).toBe(false), { timeout: 15_000 });
      expect(recoverable).toEqual([]);
      expect(consoleErrors.filter((args) => /hydrat|did not match|server/i.test(String(args[0])))).toEqual([]);
    } finally {
      spy.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});
