// @vitest-environment jsdom
import "./setup-act.js";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CopilotChat, CopilotChatConfigurationProvider, CopilotKitCore, type ReactActivityMessageRenderer, type ReactCustomMessageRenderer } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const planRenderer: ReactActivityMessageRenderer<{ steps: string[] }> = {
  activityType: "plan",
  content: z.object({ steps: z.array(z.string()) }),
  render: ({ content }) => (
    <ol aria-label="Plan">
      {content.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  ),
};
const activityRenderers = [planRenderer];
const customRenderers: ReactCustomMessageRenderer[] = [
  {
    render: ({ message, position, runId, stateSnapshot }) =>
      message.role === "user" || position === "before" ? null : (
        <small data-testid="after" data-run={runId ?? ""}>
          stage: {String((stateSnapshot as { stage?: string } | undefined)?.stage ?? "none")}
        </small>
      ),
  },
];

describe("activity and custom messages", () => {
  it("renders activity messages whose content validates, and custom content with the run's state", async () => {
    const user = userEvent.setup();
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    try {
      renderWithRuntime(runtime.url, <CopilotChat />, { renderActivityMessages: activityRenderers, renderCustomMessages: customRenderers });
      await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
      await user.type(screen.getByRole("textbox", { name: "Message" }), "activity{Enter}");
      const plan = await screen.findByRole("list", { name: "Plan" });
      expect(plan.textContent).toBe("searchsummarise");
      expect(screen.getAllByRole("list", { name: "Plan" })).toHaveLength(1);
      await waitFor(() => expect(warnings.some((warning) => String(warning).includes("did not validate"))).toBe(true));
      await waitFor(() => expect(screen.getAllByTestId("after")[0]!.textContent).toBe("stage: planned"));
      expect(screen.getAllByTestId("after")[0]!.getAttribute("data-run")).not.toBe("");
    } finally {
      console.warn = warn;
    }
  });
});

describe("reasoning", () => {
  it("shows the agent's reasoning behind a toggle, collapsed once the reply is done", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotChat />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "think{Enter}");
    await screen.findByText("Decided.");
    const toggle = screen.getByRole("button", { name: "Thoughts" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Weighing the options")).toBeTruthy();
  });
});

describe("threads given to the chat", () => {
  it("loads an explicit thread's history from the runtime", async () => {
    const threadId = globalThis.crypto.randomUUID();
    const core = new CopilotKitCore({ runtimeUrl: runtime.url });
    await core.connect();
    const agent = core.getAgent("default")!;
    agent.threadId = threadId;
    agent.addMessage({ id: "earlier", role: "user", content: "from before" });
    await core.runAgent({ agent });
    core.dispose();
    renderWithRuntime(runtime.url, <CopilotChat threadId={threadId} />);
    await screen.findByText("You said: from before");
    expect(screen.getByText("from before")).toBeTruthy();
  });

  it("loads the thread of an enclosing CopilotChatConfigurationProvider, as CopilotKit's chat does", async () => {
    const threadId = globalThis.crypto.randomUUID();
    const core = new CopilotKitCore({ runtimeUrl: runtime.url });
    await core.connect();
    const agent = core.getAgent("default")!;
    agent.threadId = threadId;
    agent.addMessage({ id: "earlier", role: "user", content: "said in the provider's thread" });
    await core.runAgent({ agent });
    core.dispose();
    renderWithRuntime(
      runtime.url,
      <CopilotChatConfigurationProvider threadId={threadId}>
        <CopilotChat />
      </CopilotChatConfigurationProvider>,
    );
    await screen.findByText("You said: said in the provider's thread");
  });
});

describe("theming", () => {
  it("scopes every CSS rule under a wm- class (no global rules) and defines dark variables", () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../chat-styles/styles.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const selectors: string[] = [];
    const walk = (text: string) => {
      const pattern = /([^{}]+)\{((?:[^{}]|\{[^{}]*\})*)\}/g;
      for (const match of text.matchAll(pattern)) {
        const selector = match[1]!.trim();
        if (selector.startsWith("@media") || selector.startsWith("@supports")) walk(match[2]!);
        else if (!selector.startsWith("@keyframes") && !/^(from|to|\d+%)/.test(selector)) selectors.push(...selector.split(",").map((part) => part.trim()));
      }
    };
    walk(css);
    expect(selectors.length).toBeGreaterThan(50);
    const unscoped = selectors.filter((selector) => !/^(\.dark )?\.wm-/.test(selector));
    expect(unscoped).toEqual([]);
    expect(css).toMatch(/\.wm-root\[data-theme="dark"\]/);
    expect(css).toMatch(/prefers-color-scheme: dark/);
  });

  it("puts the theme on the chat root", () => {
    renderWithRuntime(runtime.url, <CopilotChat theme="dark" className="mine" />);
    const root = document.querySelector(".wm-root.wm-chat.mine")!;
    expect(root.getAttribute("data-theme")).toBe("dark");
  });
});
