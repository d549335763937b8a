// @vitest-environment jsdom
// Without layout (jsdom: every scroller has no height) the message list is never windowed, so
// server rendering, tests and hidden chats see every message; each stays a listitem of one list.
import "./setup-act.js";
import type { Message } from "@ag-ui/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChatView, CopilotKitProvider } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
// Views rendered alone sit in a provider with nothing to connect to, on purpose.
expectOfflineProviderWarning();

const conversation = (count: number): Message[] =>
  Array.from({ length: count }, (_, index): Message => ({ id: `m${index}`, role: index % 2 === 0 ? "user" : "assistant", content: `Message ${index}` }) as Message);

describe("the message list without layout", () => {
  it("renders all 120 messages of a long conversation as the items of one list, each with its place", () => {
    render(
      <CopilotKitProvider agents__unsafe_dev_only={{}}>
        <CopilotChatView messages={conversation(120)} />
      </CopilotKitProvider>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(120);
    expect(screen.getByRole("list").contains(items[0]!)).toBe(true);
    expect(items.map((item) => item.getAttribute("aria-posinset"))).toEqual(Array.from({ length: 120 }, (_, index) => String(index + 1)));
    expect(new Set(items.map((item) => item.getAttribute("aria-setsize")))).toEqual(new Set(["120"]));
    expect(screen.getByText("Message 119")).toBeTruthy();
  });
});
