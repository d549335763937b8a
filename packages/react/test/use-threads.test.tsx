// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CopilotChat, CopilotThreadsList, useThreads } from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

// A runtime per test: both list the user's threads, so one test's threads must not be in the other's list.
let runtime: ScriptedRuntime;
beforeAll(() => installDomShims());
beforeEach(async () => {
  runtime = await startScriptedRuntime();
});
afterEach(async () => {
  cleanup();
  await runtime.close();
});

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

describe("useThreads fields under CopilotKit's names", () => {
  it("pages with hasNextPage/fetchNextPage, archives and unarchives, and has null errors", async () => {
    const user = userEvent.setup();
    function Threads() {
      const threads = useThreads({ limit: 1, includeArchived: true });
      return (
        <section aria-label="Hook">
          <p>
            {threads.threads.length} shown · next page {String(threads.hasNextPage)} · fetching {String(threads.isFetchingNextPage)} · error {String(threads.error)} ·
            list error {String(threads.listError)} · more error {String(threads.fetchMoreError)}
          </p>
          <ul>
            {threads.threads.map((thread) => (
              <li key={thread.id}>
                {thread.id === threads.currentThreadId ? "current" : "other"} archived {String(thread.archived ?? false)}
                <button onClick={() => void threads.archiveThread(thread.id)}>Archive {thread.id === threads.currentThreadId ? "current" : "other"}</button>
                <button onClick={() => void threads.unarchiveThread(thread.id)}>Unarchive {thread.id === threads.currentThreadId ? "current" : "other"}</button>
              </li>
            ))}
          </ul>
          <button onClick={threads.fetchNextPage}>Next page</button>
          <button onClick={() => void threads.startNewThread()}>New</button>
        </section>
      );
    }
    renderWithRuntime(
      runtime.url,
      <>
        <Threads />
        <CopilotChat />
      </>,
    );
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    await say(user, "paged one");
    await user.click(screen.getByRole("button", { name: "New" }));
    await screen.findByRole("heading", { name: "How can I help you today?" });
    await say(user, "paged two");
    await screen.findByText("1 shown · next page true · fetching false · error null · list error null · more error null");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText(/^2 shown · next page (true|false) · fetching false · error null/);
    await user.click(screen.getByRole("button", { name: "Archive current" }));
    await screen.findByText("current archived true");
    await user.click(screen.getByRole("button", { name: "Unarchive current" }));
    await screen.findByText("current archived false");
  });
});
