// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import axe from "axe-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, CopilotPopup, CopilotSidebar, useDefaultRenderTool } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

/** Violations of WCAG A/AA rules (color contrast needs layout, which jsdom has not). */
async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } }, resultTypes: ["violations"] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);
}

function WithToolCards({ children }: { children: React.ReactNode }) {
  useDefaultRenderTool();
  return <>{children}</>;
}

async function converse(user: ReturnType<typeof userEvent.setup>) {
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  await user.type(box, "markdown{Enter}");
  await screen.findByRole("heading", { name: "Title" });
  await user.type(screen.getByRole("textbox", { name: "Message" }), "unknown tool{Enter}");
  await waitFor(() => expect(document.querySelector("[data-tool-name='mystery']")).not.toBeNull());
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());
}

describe("accessibility (axe-core)", () => {
  it("the chat has no violations, empty and after a conversation with markdown and tool cards", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRuntime(runtime.url, <WithToolCards><CopilotChat /></WithToolCards>);
    expect(await violations(container)).toEqual([]);
    await converse(user);
    expect(await violations(container)).toEqual([]);
    for (const button of container.querySelectorAll("button")) {
      expect(button.getAttribute("aria-label") ?? button.textContent?.trim()).toBeTruthy();
    }
  });

  it("the sidebar has no violations open or closed; closed it leaves nothing focusable; Escape closes it", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRuntime(runtime.url, <WithToolCards><CopilotSidebar /></WithToolCards>);
    const sidebar = screen.getByRole("complementary", { name: "Assistant sidebar" });
    expect(await violations(container)).toEqual([]);
    await converse(user);
    expect(await violations(container)).toEqual([]);
    screen.getByRole("textbox", { name: "Message" }).focus();
    await user.keyboard("{Escape}");
    expect(sidebar.hidden).toBe(true);
    const toggle = screen.getByRole("button", { name: "Open chat" });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await violations(container)).toEqual([]);
    await user.click(toggle);
    expect(sidebar.hidden).toBe(false);
  });

  it("the popup is a modal dialog: focus moves in, Tab is trapped, Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRuntime(runtime.url, <WithToolCards><CopilotPopup /></WithToolCards>);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await violations(container)).toEqual([]);
    await user.keyboard("{Tab}");
    const toggle = screen.getByRole("button", { name: "Open chat" });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Assistant" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Message" })));
    await converse(user);
    expect(await violations(container)).toEqual([]);
    for (let index = 0; index < 30; index++) {
      await user.keyboard("{Tab}");
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open chat" }));
  });
  it("the popup's first focusable element is the skip link (label from labels); it moves focus to the composer", async () => {
    const user = userEvent.setup();
    renderWithRuntime(runtime.url, <CopilotPopup defaultOpen labels={{ skipToComposerLabel: "Jump to the composer" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Assistant" });
    const link = within(dialog).getByRole("link", { name: "Jump to the composer" });
    expect(dialog.querySelector("a[href], button, textarea, input, [tabindex]")).toBe(link);
    await user.click(link);
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Message" }));
  });
});
