// @vitest-environment jsdom
// What renders again while a conversation changes: only the parts whose own data changed. Counted
// with render spies in the app's renderers and slots (CopilotKit's re-render contract).
import "./setup-act.js";
import { cleanup, render, screen } from "@testing-library/react";
import type { ActivityMessage, AssistantMessage, Message, ToolMessage } from "@ag-ui/core";
import type { ReactElement } from "react";
import { catchConsole } from "@wingman/test-support/console";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CopilotChatConfigurationProvider,
  CopilotChatInput,
  CopilotChatMessageView,
  CopilotChatView,
  CopilotKitProvider,
  type CopilotChatInputProps,
  type CopilotKitProviderProps,
  type ReactActivityMessageRenderer,
  type ReactCustomMessageRenderer,
  type ReactToolCallRenderer,
} from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
expectOfflineProviderWarning();

const inChat = (child: ReactElement, providerProps: Partial<CopilotKitProviderProps> = {}) => (
  <CopilotKitProvider {...providerProps}>
    <CopilotChatConfigurationProvider agentId="default" threadId="t">
      {child}
    </CopilotChatConfigurationProvider>
  </CopilotKitProvider>
);

const assistant = (id: string, content: string, extra: Partial<AssistantMessage> = {}): AssistantMessage => ({ id, role: "assistant", content, ...extra });

describe("re-renders stay bounded", () => {
  it("an inline renderer array with the same renderers, and a message that stops being the last, leave an activity row alone", () => {
    const renders: string[] = [];
    const progress: ReactActivityMessageRenderer<{ step: string }> = {
      activityType: "progress",
      content: z.object({ step: z.string() }),
      render: ({ message, content }) => {
        renders.push(message.id);
        return <p data-testid={message.id}>{content.step}</p>;
      },
    };
    const first: ActivityMessage = { id: "a1", role: "activity", activityType: "progress", content: { step: "search" } };
    // A new array literal on every render, as apps write it.
    const view = (messages: Message[]) => inChat(<CopilotChatMessageView messages={messages} isRunning />, { renderActivityMessages: [progress] });
    // The provider reports the inline array (console.error, as CopilotKit does): expected here, caught and asserted.
    const warned = catchConsole("error", /^CopilotKitProvider: renderActivityMessages must be a stable array/);
    try {
      const { rerender } = render(view([first]));
      expect(renders).toEqual(["a1"]);

      rerender(view([first, { id: "a2", role: "activity", activityType: "progress", content: { step: "read" } }]));
      rerender(view([first, { id: "a2", role: "activity", activityType: "progress", content: { step: "write" } }]));
    } finally {
      warned.restore();
    }
    expect(warned.calls).toHaveLength(1);

    expect(screen.getByTestId("a2").textContent).toBe("write");
    expect(renders.filter((id) => id === "a1")).toEqual(["a1"]);
    expect(renders.filter((id) => id === "a2")).toHaveLength(2);
  });

  it("a tool call renders again for new arguments or a result, not for new message objects or text beside it", () => {
    const seen: string[] = [];
    const search: ReactToolCallRenderer<{ query: string }> = {
      name: "search",
      parameters: z.object({ query: z.string() }),
      render: ({ args, status }) => {
        seen.push(`${status}:${args.query ?? ""}`);
        return <p data-testid="search">{args.query}</p>;
      },
    };
    const call = (args: string) => [{ id: "c1", type: "function" as const, function: { name: "search", arguments: args } }];
    const view = (messages: Message[]) => inChat(<CopilotChatMessageView messages={messages} isRunning />, { renderToolCalls: [search] });
    const { rerender } = render(view([assistant("m1", "", { toolCalls: call('{"query":"Rea') })]));
    // Each streamed event gives the message new objects (a copy of the same call), then text arrives beside the call.
    rerender(view([assistant("m1", "", { toolCalls: call('{"query":"Rea') })]));
    rerender(view([assistant("m1", "Let me look", { toolCalls: call('{"query":"Rea') })]));
    expect(seen).toEqual(["inProgress:Rea"]);

    rerender(view([assistant("m1", "Let me look", { toolCalls: call('{"query":"React"}') })]));
    const result: ToolMessage = { id: "r1", role: "tool", toolCallId: "c1", content: "3 hits" };
    rerender(view([assistant("m1", "Let me look", { toolCalls: call('{"query":"React"}') }), result]));
    rerender(view([assistant("m1", "Let me look", { toolCalls: call('{"query":"React"}') }), result, assistant("m2", "Found 3")]));

    expect(seen).toEqual(["inProgress:Rea", "inProgress:React", "complete:React"]);
  });

  it("a custom message renderer does not render again when only the running state changes", () => {
    let renders = 0;
    const footer: ReactCustomMessageRenderer = {
      render: ({ message, position }) => {
        if (position !== "after" || message.role !== "assistant") return null;
        renders++;
        return <small data-testid="footer">{message.id}</small>;
      },
    };
    const messages: Message[] = [assistant("m1", "Done")];
    const view = (isRunning: boolean) => inChat(<CopilotChatMessageView messages={messages} isRunning={isRunning} />, { renderCustomMessages: [footer] });
    const warned = catchConsole("error", /^CopilotKitProvider: renderCustomMessages must be a stable array/);
    try {
      const { rerender } = render(view(true));
      rerender(view(false));
    } finally {
      warned.restore();
    }
    expect(warned.calls).toHaveLength(1);
    expect(screen.getByTestId("footer").textContent).toBe("m1");
    expect(renders).toBe(1);
  });

  it("a replaced input renders again when its props change, not when messages stream", () => {
    const modes: Array<string | undefined> = [];
    const TrackedInput = (props: CopilotChatInputProps) => {
      modes.push(props.mode);
      return <CopilotChatInput {...props} />;
    };
    const onSubmitMessage = () => {};
    const view = (messages: Message[], mode: "input" | "processing") =>
      inChat(<CopilotChatView messages={messages} isRunning={false} input={TrackedInput} onSubmitMessage={onSubmitMessage} inputMode={mode} />);
    const { rerender } = render(view([assistant("m1", "Hi")], "input"));
    rerender(view([assistant("m1", "Hi"), assistant("m2", "How")], "input"));
    rerender(view([assistant("m1", "Hi"), assistant("m2", "How can I help?")], "input"));
    expect(modes).toEqual(["input"]);

    rerender(view([assistant("m1", "Hi"), assistant("m2", "How can I help?")], "processing"));
    expect(modes).toEqual(["input", "processing"]);
  });
});
