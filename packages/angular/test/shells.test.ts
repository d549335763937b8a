// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { CopilotChat, CopilotDefaultToolCallRenderer, CopilotPopup, CopilotSidebar, registerRenderToolCall } from "../src/index.js";
import { button, renderWithRuntime, sendMessage, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

/** Violations of WCAG A/AA rules (color contrast needs layout, which jsdom has not). */
async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } }, resultTypes: ["violations"] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);
}

@Component({ standalone: true, imports: [CopilotPopup], template: `<copilot-popup title="Help desk" [labels]="{ chatToggleOpenLabel: 'Ask for help', skipToComposerLabel: 'Jump to the composer' }" />` })
class PopupHost {}

@Component({ standalone: true, imports: [CopilotSidebar], template: `<main>page</main><copilot-sidebar position="left" [width]="360" theme="dark" />` })
class SidebarHost {}

@Component({
  standalone: true,
  imports: [CopilotPopup],
  template: `<p class="outside">outside</p>
    <ng-template #header let-titleId="titleId"><div class="custom-header"><h2 [id]="titleId">Custom title</h2></div></ng-template>
    <copilot-popup [defaultOpen]="true" [clickOutsideToClose]="true" [header]="header" />`,
})
class CustomPopupHost {}

@Component({
  standalone: true,
  imports: [CopilotPopup, CopilotSidebar],
  template: `<ng-template #mine let-message="message"><p class="my-user-message">mine: {{ message.content }}</p></ng-template>
    <copilot-popup [defaultOpen]="true" [attachments]="{ enabled: true }" [userMessage]="mine" />
    <copilot-sidebar [attachments]="{ enabled: true }" />`,
})
class ShellsWithChatOptionsHost {}

@Component({ standalone: true, imports: [CopilotChat], template: `<main><copilot-chat /></main>` })
class ChatHost {
  constructor() {
    registerRenderToolCall({ name: "*", render: CopilotDefaultToolCallRenderer });
  }
}

describe("copilot-popup and copilot-sidebar", () => {
  it("popup: a labelled toggle opens a modal dialog, focus moves in, Tab is trapped, Escape closes and focus returns", async () => {
    const fixture = await renderWithRuntime(runtime.url, PopupHost);
    const root: HTMLElement = fixture.nativeElement;
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    const toggle = button(root, "Ask for help");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.click();
    const dialog = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error("closed");
      return found;
    });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Help desk");
    await waitFor(() => expect(document.activeElement).toBe(dialog.querySelector("textarea")));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close chat");

    const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href],button:not([disabled]),textarea,[tabindex='0']")];
    focusable.at(-1)!.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    focusable.at(-1)!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(focusable[0]);
    // The first focusable element is the skip link (its label from labels): it moves focus to the composer.
    expect(focusable[0]!.textContent).toBe("Jump to the composer");
    focusable[0]!.click();
    expect(document.activeElement).toBe(dialog.querySelector("textarea"));

    dialog.querySelector("textarea")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button(root, "Ask for help")));
  });

  it("popup: the header's close button closes it", async () => {
    const fixture = await renderWithRuntime(runtime.url, PopupHost);
    const root: HTMLElement = fixture.nativeElement;
    button(root, "Ask for help").click();
    const dialog = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error("closed");
      return found;
    });
    expect(dialog.querySelector(".wm-modal-header__title")?.textContent).toBe("Help desk");
    const close = [...dialog.querySelectorAll<HTMLButtonElement>(".wm-modal-header button")][0]!;
    expect(close.getAttribute("aria-label")).toBe("Close");
    close.click();
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull());
  });

  it("popup: a header slot (template), defaultOpen, and clickOutsideToClose", async () => {
    const fixture = await renderWithRuntime(runtime.url, CustomPopupHost);
    const root: HTMLElement = fixture.nativeElement;
    const dialog = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error("closed");
      return found;
    });
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Custom title");
    expect(dialog.querySelector(".wm-modal-header")).toBeNull();
    dialog.querySelector("textarea")!.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    await fixture.whenStable();
    expect(root.querySelector('[role="dialog"]')).not.toBeNull();
    root.querySelector(".outside")!.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull());
  });

  it("sidebar: open by default, labelled complementary panel, Escape hides it (hidden, not just invisible) and focus returns", async () => {
    const fixture = await renderWithRuntime(runtime.url, SidebarHost);
    const root: HTMLElement = fixture.nativeElement;
    const aside = root.querySelector<HTMLElement>("aside")!;
    expect(aside.getAttribute("aria-label")).toBe("Assistant sidebar");
    expect(aside.hidden).toBe(false);
    expect(aside.classList.contains("wm-sidebar--left")).toBe(true);
    expect(aside.getAttribute("data-theme")).toBe("dark");
    expect(aside.style.getPropertyValue("--wm-sidebar-width")).toBe("360px");
    const toggle = root.querySelector<HTMLButtonElement>(".wm-toggle")!;
    expect(toggle.getAttribute("aria-controls")).toBe(aside.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    aside.querySelector("textarea")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => expect(aside.hidden).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.getAttribute("aria-label")).toBe("Open chat");
    toggle.click();
    await waitFor(() => expect(aside.hidden).toBe(false));
  });

  it("popup and sidebar pass the chat's options through (attachments, message slots) instead of dropping them", async () => {
    const fixture = await renderWithRuntime(runtime.url, ShellsWithChatOptionsHost);
    const root: HTMLElement = fixture.nativeElement;
    const dialog = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error("closed");
      return found;
    });
    const aside = root.querySelector<HTMLElement>("aside")!;
    expect(dialog.querySelector('button[aria-label="Add attachments"]')).not.toBeNull();
    expect(aside.querySelector('button[aria-label="Add attachments"]')).not.toBeNull();
    await sendMessage(dialog, "hello");
    await waitFor(() => expect(dialog.querySelector(".my-user-message")?.textContent).toBe("mine: hello"));
  });

  it("has no axe violations: chat after a conversation with markdown and a tool card, open popup, open sidebar", async () => {
    const chat = await renderWithRuntime(runtime.url, ChatHost);
    const root: HTMLElement = chat.nativeElement;
    await sendMessage(root, "markdown");
    await waitFor(() => expect(root.querySelector("h1")?.textContent).toBe("Title"));
    await waitFor(() => expect(button(root, "Send message")).toBeTruthy());
    await sendMessage(root, "weather");
    await waitFor(() => expect(root.querySelector('[data-tool-name="getWeather"]')).toBeTruthy());
    await waitFor(() => expect(button(root, "Send message")).toBeTruthy());
    expect(await violations(root)).toEqual([]);

    const popup = TestBed.createComponent(PopupHost);
    popup.autoDetectChanges();
    button(popup.nativeElement, "Ask for help").click();
    await waitFor(() => expect(popup.nativeElement.querySelector('[role="dialog"] textarea')).toBeTruthy());
    expect(await violations(popup.nativeElement)).toEqual([]);
    const sidebar = TestBed.createComponent(SidebarHost);
    sidebar.autoDetectChanges();
    await sidebar.whenStable();
    expect(await violations(sidebar.nativeElement)).toEqual([]);
  });
});
