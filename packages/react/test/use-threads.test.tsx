// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, CopilotThreadsList } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

const say = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.type(screen.getByRole("textbox", { name: "Message" }), `${text}{Enter}`);
  await screen.findByText(`You said: ${text}`);
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());
};

describe("useThreads through CopilotThreadsList", () => {
  it("lists threads, starts a new one, switches back (history reloaded), renames and deletes", async () => {
    const user = userEvent.setup();
    renderWithRuntime(
      runtime.url,
      <>
        <CopilotThreadsList />
        <CopilotChat />
      </>,
    );
    const nav = screen.getByRole("navigation", { name: "Threads" });
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await say(user, "first thread");
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(1));
    const firstItem = within(nav).getAllByRole("listitem")[0]!;
    const firstId = firstItem.getAttribute("data-thread-id")!;
    expect(within(firstItem).getByRole("button", { name: "Untitled conversation" }).getAttribute("aria-current")).toBe("true");

    await user.click(within(nav).getByRole("button", { name: "New conversation" }));
    await screen.findByRole("heading", { name: "How can I help you today?" });
    await say(user, "second thread");
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(2));

    const first = () => nav.querySelector(`[data-thread-id="${firstId}"]`) as HTMLElement;
    await user.click(within(first()).getByRole("button", { name: "Untitled conversation" }));
    await screen.findByText("You said: first thread");
    expect(screen.queryByText("You said: second thread")).toBeNull();
    await waitFor(() => expect(within(first()).getByRole("button", { name: "Untitled conversation" }).getAttribute("aria-current")).toBe("true"));

    await user.click(within(first()).getByRole("button", { name: "Rename: Untitled conversation" }));
    const field = within(first()).getByRole("textbox", { name: "Rename" });
    await user.clear(field);
    await user.type(field, "Greetings{Enter}");
    await within(first()).findByRole("button", { name: "Greetings" });

    await user.click(within(first()).getByRole("button", { name: "Delete: Greetings" }));
    await waitFor(() => expect(first()).toBeNull());
    await screen.findByRole("heading", { name: "How can I help you today?" });
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(1));
  });
});
