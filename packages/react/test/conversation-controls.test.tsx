// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { catchConsole } from "@wingman/test-support/console";
import { serveControlsRuntime } from "@wingman/test-support/scripted-runtime";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";

let runtime: Awaited<ReturnType<typeof serveControlsRuntime>>;
beforeAll(async () => {
  installDomShims();
  runtime = await serveControlsRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const WAIT = { timeout: 30_000 };
/** A page load showing the thread: a fresh provider (core, agent). */
function openThread(threadId: string, agentId = "default"): HTMLElement {
  cleanup();
  return renderWithRuntime(runtime.url, <CopilotChat agentId={agentId} threadId={threadId} />).container;
}
const rows = (root: HTMLElement, role: string) => [...root.querySelectorAll<HTMLElement>(`.wm-message[data-role="${role}"]`)];
const position = (row: HTMLElement) => row.parentElement?.querySelector(".wm-branch-navigation__position")?.textContent;

async function send(root: HTMLElement, text: string): Promise<void> {
  const user = userEvent.setup();
  const composer = within(root).getByRole("textbox", { name: "Message" });
  await user.type(composer, text);
  await waitFor(() => expect((within(root).getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false), WAIT);
  await user.keyboard("{Enter}");
}

describe("CopilotChat conversation controls against a real runtime", () => {
  it("regenerate keeps the old answer as a version; n / m switches; edit branches; all after reload", async () => {
    const user = userEvent.setup();
    const id = crypto.randomUUID();
    let root = openThread(id);
    await send(root, "one");
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to one/), WAIT);
    const first = rows(root, "assistant")[0]!.textContent!.match(/answer \d+ to one/)![0];
    await user.click(within(rows(root, "assistant")[0]!).getByRole("button", { name: "Regenerate reply" }));
    await waitFor(() => expect(within(root).getAllByText(/answer \d+ to one/)[0]!.textContent).not.toContain(first), WAIT);
    await waitFor(() => expect(within(root).getByRole("group", { name: "Versions of this message" }).textContent).toBe("2/2"), WAIT);
    expect(rows(root, "user")).toHaveLength(1);

    await user.click(within(root).getByRole("button", { name: "Previous version" }));
    await waitFor(() => expect(rows(root, "assistant")[0]!.textContent).toContain(first), WAIT);
    expect((within(root).getByRole("button", { name: "Previous version" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(rows(root, "user")[0]!).getByRole("button", { name: "Edit message" }));
    const editor = within(root).getByRole("textbox", { name: "Edit your message" }) as HTMLTextAreaElement;
    expect(editor.value).toBe("one");
    await user.clear(editor);
    await user.type(editor, "two");
    await user.click(within(root).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to two/), WAIT);
    await waitFor(() => expect(within(rows(root, "user")[0]!).getByRole("group", { name: "Versions of this message" }).textContent).toBe("2/2"), WAIT);

    root = openThread(id);
    await waitFor(() => expect(rows(root, "user")[0]?.textContent).toContain("two"), WAIT);
    await waitFor(() => expect(within(rows(root, "user")[0]!).getByRole("group", { name: "Versions of this message" }).textContent).toBe("2/2"), WAIT);
    await user.click(within(rows(root, "user")[0]!).getByRole("button", { name: "Previous version" }));
    await waitFor(() => expect(rows(root, "user")[0]!.textContent).toContain("one"), WAIT);
    await waitFor(() => expect(within(rows(root, "assistant")[0]!).getByRole("group", { name: "Versions of this message" }).textContent).toBe("1/2"), WAIT);
  }, 120_000);

  it("a failed run shows its error inline with Retry, also after reload; Retry re-runs it", async () => {
    const user = userEvent.setup();
    const id = crypto.randomUUID();
    // The provider logs the failed run (no onError given): expected here, so caught and asserted.
    const logged = catchConsole("error", /^\[wingman\] Error \(agent_run_error_event\):$/);
    let root = openThread(id);
    try {
      await send(root, "fail");
      await waitFor(() => expect(root.querySelector('[data-testid="copilot-message-error"]')?.textContent).toContain("the model is down"), WAIT);
      await waitFor(() => expect(logged.calls).toHaveLength(1), WAIT);
    } finally {
      logged.restore();
    }
    expect(logged.calls.map((args) => String(args[1]))).toEqual(["Error: the model is down"]);
    root = openThread(id);
    const error = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-testid="copilot-message-error"]');
      if (!found) throw new Error("no inline error yet");
      return found;
    }, WAIT);
    await user.click(within(error).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to fail/), WAIT);
    expect(root.querySelector('[data-testid="copilot-message-error"]')).toBeNull();
  }, 120_000);

  it("a stopped answer is marked Stopped (label configurable), also after reload", async () => {
    const user = userEvent.setup();
    const id = crypto.randomUUID();
    let root = openThread(id, "hanging");
    await send(root, "hang");
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toContain("partial"), WAIT);
    await user.click(within(root).getByRole("button", { name: "Stop generating" }));
    await waitFor(() => expect(root.querySelector('[data-testid="copilot-message-stopped"]')?.textContent).toBe("Stopped"), WAIT);
    cleanup();
    root = renderWithRuntime(runtime.url, <CopilotChat agentId="hanging" threadId={id} labels={{ stoppedLabel: "Interrupted" }} />).container;
    await waitFor(() => expect(root.querySelector('[data-testid="copilot-message-stopped"]')?.textContent).toBe("Interrupted"), WAIT);
  }, 120_000);
});
