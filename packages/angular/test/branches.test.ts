// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { catchConsole } from "@wingman/test-support/console";
import { serveControlsRuntime } from "@wingman/test-support/scripted-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CopilotChatLabels } from "@wingman/core/chat";
import { CopilotChat } from "../src/index.js";
import { button, renderWithRuntime, sendMessage, typeInto, waitFor } from "./support/render.js";

let runtime: Awaited<ReturnType<typeof serveControlsRuntime>>;
beforeAll(async () => {
  runtime = await serveControlsRuntime();
});
afterAll(() => runtime.close());

let threadId = "";
let agentId = "default";
let labels: Partial<CopilotChatLabels> | undefined;

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat [agentId]="agentId" [threadId]="threadId" [labels]="labels" />` })
class ThreadChat {
  protected readonly threadId = threadId;
  protected readonly agentId = agentId;
  protected readonly labels = labels;
}

const WAIT = 30_000;
/** A page load on the thread: a fresh app (core, agent) showing it. */
async function openThread(id: string, agent = "default", chatLabels?: Partial<CopilotChatLabels>): Promise<HTMLElement> {
  TestBed.resetTestingModule();
  threadId = id;
  agentId = agent;
  labels = chatLabels;
  return (await renderWithRuntime(runtime.url, ThreadChat)).nativeElement as HTMLElement;
}
const rows = (root: HTMLElement, role: string) => [...root.querySelectorAll<HTMLElement>(`[data-role="${role}"]`)];
const position = (row: HTMLElement) => row.querySelector('[data-testid="copilot-branch-position"]')?.textContent?.trim();

describe("copilot-chat conversation controls against a real runtime", () => {
  it("regenerate keeps the old answer as a version; n / m switches; edit branches; all after reload", async () => {
    const id = crypto.randomUUID();
    let root = await openThread(id);
    await sendMessage(root, "one");
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to one/), WAIT);
    const first = rows(root, "assistant")[0]!.querySelector(".wm-markdown, copilot-markdown")!.textContent;
    button(rows(root, "assistant")[0]!, "Regenerate reply").click();
    await waitFor(() => expect(position(rows(root, "assistant")[0]!)).toBe("2 / 2"), WAIT);
    expect(rows(root, "user")).toHaveLength(1);
    expect(rows(root, "assistant")[0]!.textContent).not.toContain(first);

    button(rows(root, "assistant")[0]!, "Previous version").click();
    await waitFor(() => expect(position(rows(root, "assistant")[0]!)).toBe("1 / 2"), WAIT);
    expect(rows(root, "assistant")[0]!.textContent).toContain(first);
    expect(button(rows(root, "assistant")[0]!, "Previous version").disabled).toBe(true);

    button(rows(root, "user")[0]!, "Edit message").click();
    const editor = await waitFor(() => {
      const found = root.querySelector<HTMLTextAreaElement>('textarea[aria-label="Edit your message"]');
      if (!found) throw new Error("no editor yet");
      return found;
    });
    expect(editor.value).toBe("one");
    typeInto(editor, "two");
    button(root, "Send").click();
    await waitFor(() => expect(position(rows(root, "user")[0]!)).toBe("2 / 2"), WAIT);
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to two/), WAIT);

    root = await openThread(id);
    await waitFor(() => expect(position(rows(root, "user")[0]!)).toBe("2 / 2"), WAIT);
    expect(rows(root, "user")[0]!.textContent).toContain("two");
    button(rows(root, "user")[0]!, "Previous version").click();
    await waitFor(() => expect(rows(root, "user")[0]!.textContent).toContain("one"), WAIT);
    expect(position(rows(root, "assistant")[0]!)).toBe("1 / 2");
  }, 120_000);

  it("a failed run shows its error inline with Retry, also after reload; Retry re-runs it", async () => {
    const id = crypto.randomUUID();
    let root = await openThread(id);
    // Without an onError the provider logs the failed run (console.error), once.
    const logged = catchConsole("error", /^\[wingman\] Error \(agent_run_error_event\)/);
    try {
      await sendMessage(root, "fail");
      await waitFor(() => expect(rows(root, "user")[0]!.querySelector('[data-testid="copilot-message-error"]')?.textContent).toContain("the model is down"), WAIT);
    } finally {
      logged.restore();
    }
    expect(logged.calls).toHaveLength(1);
    root = await openThread(id);
    const error = await waitFor(() => {
      const found = rows(root, "user")[0]?.querySelector<HTMLElement>('[data-testid="copilot-message-error"]');
      if (!found) throw new Error("no inline error yet");
      return found;
    }, WAIT);
    button(error, "Retry").click();
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toMatch(/answer \d+ to fail/), WAIT);
    expect(root.querySelector('[data-testid="copilot-message-error"]')).toBeNull();
  }, 120_000);

  it("a stopped answer is marked Stopped (label configurable), also after reload", async () => {
    const id = crypto.randomUUID();
    let root = await openThread(id, "hanging");
    await sendMessage(root, "hang");
    await waitFor(() => expect(rows(root, "assistant")[0]?.textContent).toContain("partial"), WAIT);
    button(root, "Stop generating").click();
    await waitFor(() => expect(rows(root, "assistant")[0]!.querySelector('[data-testid="copilot-message-stopped"]')?.textContent).toBe("Stopped"), WAIT);
    root = await openThread(id, "hanging");
    await waitFor(() => expect(rows(root, "assistant")[0]!.querySelector('[data-testid="copilot-message-stopped"]')?.textContent).toBe("Stopped"), WAIT);
    root = await openThread(id, "hanging", { stoppedLabel: "Interrupted" });
    await waitFor(() => expect(rows(root, "assistant")[0]!.querySelector('[data-testid="copilot-message-stopped"]')?.textContent).toBe("Interrupted"), WAIT);
  }, 120_000);
});
