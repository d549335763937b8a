import { provideZonelessChangeDetection, type Type } from "@angular/core";
import { TestBed, type ComponentFixture } from "@angular/core/testing";
import { provideCopilotKit, type CopilotKitConfig } from "../../src/index.js";

/** Creates `component` under `provideCopilotKit({ runtimeUrl: url, ...config })`, zoneless. */
export async function renderWithRuntime<T>(url: string, component: Type<T>, config: Omit<CopilotKitConfig, "runtimeUrl"> = {}): Promise<ComponentFixture<T>> {
  TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: url, ...config })] });
  const fixture = TestBed.createComponent(component);
  fixture.autoDetectChanges();
  await fixture.whenStable();
  return fixture;
}

/**
 * Polls until `check` stops throwing (the DOM updates on its own: zoneless change detection). The
 * default bound is the test's own timeout (vitest.config.ts), as for React's Testing Library: a
 * shorter wall-clock bound is what a busy machine misses (t149 of 150 streamed tokens, at load 30).
 */
export async function waitFor<T>(check: () => T, timeoutMs = 55_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Types into a textarea/input as a user would (value + input event). */
export function typeInto(element: HTMLTextAreaElement | HTMLInputElement, text: string): void {
  element.focus();
  element.value = text;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

export function pressEnter(element: HTMLElement, init: KeyboardEventInit = {}): void {
  element.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, ...init }));
}

/** The button with this accessible name (aria-label or text). */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (candidate) => candidate.getAttribute("aria-label") === name || candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button named '${name}'`);
  return found;
}

/** Types into the chat's composer, waits until it can send (the agent is ready), and presses Enter. */
export async function sendMessage(root: HTMLElement, text: string, sendLabel = "Send message"): Promise<void> {
  const composer = root.querySelector<HTMLTextAreaElement>("textarea");
  if (!composer) throw new Error("no composer");
  typeInto(composer, text);
  await waitFor(() => {
    if (button(root, sendLabel).disabled) throw new Error("the composer cannot send yet");
  });
  pressEnter(composer);
}
