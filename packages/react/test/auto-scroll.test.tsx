// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { CopilotChat } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

/** jsdom has no layout: give the scroller a height that grows with its content. */
function fakeLayout(scroller: HTMLElement) {
  let top = 0;
  Object.defineProperty(scroller, "clientHeight", { get: () => 200, configurable: true });
  Object.defineProperty(scroller, "scrollHeight", { get: () => 200 + scroller.querySelectorAll("[data-message-id]").length * 300, configurable: true });
  Object.defineProperty(scroller, "scrollTop", { get: () => top, set: (value: number) => void (top = value), configurable: true });
}

it("sticks to the bottom while replies arrive, stops when the user scrolls up, and resumes from the button", async () => {
  const user = userEvent.setup();
  // No welcome screen: the scroll view is there from the start (the welcome screen replaces it while empty).
  renderWithRuntime(runtime.url, <CopilotChat welcomeScreen={false} />);
  const scroller = document.querySelector(".wm-chat__scroll") as HTMLElement;
  fakeLayout(scroller);
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  await user.type(box, "one{Enter}");
  await screen.findByText("You said: one");
  await waitFor(() => expect(scroller.scrollTop).toBe(scroller.scrollHeight));
  expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull();

  scroller.scrollTop = 0;
  act(() => void fireEvent.scroll(scroller));
  const jump = await screen.findByRole("button", { name: "Scroll to the latest message" });
  await user.type(box, "two{Enter}");
  await screen.findByText("You said: two");
  expect(scroller.scrollTop).toBe(0);

  await user.click(jump);
  expect(scroller.scrollTop).toBe(scroller.scrollHeight);
  await waitFor(() => expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull());
  await user.type(box, "three{Enter}");
  await screen.findByText("You said: three");
  await waitFor(() => expect(scroller.scrollTop).toBe(scroller.scrollHeight));
});
