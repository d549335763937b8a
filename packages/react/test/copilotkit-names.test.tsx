// @vitest-environment jsdom
import "./setup-act.js";
import * as agUiClient from "@ag-ui/client";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { serveScriptedRuntime } from "@wingman/test-support/scripted-runtime";
import { cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CopilotChatAssistantMessage,
  CopilotChatConfigurationProvider,
  CopilotChatDefaultLabels,
  CopilotChatUserMessage,
  CopilotKitInspector,
  CopilotKitProvider,
  defineToolCallRenderer,
  EventType,
  HttpAgent,
  useCapabilities,
  useComponent,
  useCopilotChatLabels,
  useCopilotKit,
  useRenderTool,
  useRenderToolCall,
  WildcardToolCallRender,
} from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
// Views rendered alone sit in a provider with nothing to connect to, on purpose.
expectOfflineProviderWarning();

const offline = ({ children }: { children: ReactNode }) => <CopilotKitProvider>{children}</CopilotKitProvider>;
const toolCall = (id: string, name: string, args: string) => ({ id, type: "function" as const, function: { name, arguments: args } });

describe("names CopilotKit's React package exports", () => {
  it("re-exports AG-UI's client, so HttpAgent and EventType imports keep resolving", () => {
    expect(HttpAgent).toBe(agUiClient.HttpAgent);
    expect(EventType).toBe(agUiClient.EventType);
    expect(EventType.RUN_STARTED).toBe("RUN_STARTED");
  });

  it("CopilotChatDefaultLabels has each of CopilotKit's label keys", () => {
    const theirs = [
      "chatInputPlaceholder",
      "chatInputToolbarStartTranscribeButtonLabel",
      "chatInputToolbarCancelTranscribeButtonLabel",
      "chatInputToolbarFinishTranscribeButtonLabel",
      "chatInputToolbarAddButtonLabel",
      "chatInputToolbarToolsButtonLabel",
      "assistantMessageToolbarCopyCodeLabel",
      "assistantMessageToolbarCopyCodeCopiedLabel",
      "assistantMessageToolbarCopyMessageLabel",
      "assistantMessageToolbarThumbsUpLabel",
      "assistantMessageToolbarThumbsDownLabel",
      "assistantMessageToolbarReadAloudLabel",
      "assistantMessageToolbarRegenerateLabel",
      "userMessageToolbarCopyMessageLabel",
      "userMessageToolbarEditMessageLabel",
      "chatDisclaimerText",
      "chatToggleOpenLabel",
      "chatToggleCloseLabel",
      "modalHeaderTitle",
      "welcomeMessageText",
    ];
    const missing = theirs.filter((key) => typeof (CopilotChatDefaultLabels as Record<string, unknown>)[key] !== "string");
    expect(missing).toEqual([]);
  });

  it("a label set under CopilotKit's key name or ours reaches the component; each message side has its own copy label", () => {
    const assistant = { id: "a1", role: "assistant" as const, content: "Hi" };
    const user = { id: "u1", role: "user" as const, content: "Hello" };
    const { unmount } = render(
      <CopilotChatConfigurationProvider labels={{ assistantMessageToolbarCopyMessageLabel: "Copy answer", userMessageToolbarCopyMessageLabel: "Copy question" }}>
        <CopilotChatAssistantMessage message={assistant} />
        <CopilotChatUserMessage message={user} />
      </CopilotChatConfigurationProvider>,
    );
    expect(screen.getByRole("button", { name: "Copy answer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy question" })).toBeTruthy();
    unmount();

    render(
      <CopilotChatConfigurationProvider labels={{ copyMessageLabel: "Copy text" }}>
        <CopilotChatAssistantMessage message={assistant} />
        <CopilotChatUserMessage message={user} />
      </CopilotChatConfigurationProvider>,
    );
    expect(screen.getAllByRole("button", { name: "Copy text" })).toHaveLength(2);
  });

  it("an alias set under CopilotKit's key fills ours, and a nested provider's own key wins", () => {
    const { result } = renderHook(() => useCopilotChatLabels(), {
      wrapper: ({ children }) => (
        <CopilotChatConfigurationProvider labels={{ chatInputToolbarAddButtonLabel: "Attach", copyCodeLabel: "Copy snippet" }}>
          <CopilotChatConfigurationProvider labels={{ startTranscribeButtonLabel: "Dictate" }}>{children}</CopilotChatConfigurationProvider>
        </CopilotChatConfigurationProvider>
      ),
    });
    expect(result.current.addAttachmentsButtonLabel).toBe("Attach");
    expect(result.current.assistantMessageToolbarCopyCodeLabel).toBe("Copy snippet");
    expect(result.current.chatInputToolbarStartTranscribeButtonLabel).toBe("Dictate");
    expect(result.current.startTranscribeButtonLabel).toBe("Dictate");
  });
});

describe("useRenderToolCall", () => {
  it("returns null for a call no renderer matches, and the renderer's element for one that does", () => {
    const { result } = renderHook(
      () => {
        useRenderTool({ name: "weather", render: ({ args }) => <span data-testid="weather">{String(args.city)}</span> });
        return useRenderToolCall();
      },
      { wrapper: offline },
    );
    expect(result.current({ toolCall: toolCall("c1", "unknown", "{}") })).toBeNull();
    const element = result.current({ toolCall: toolCall("c2", "weather", '{"city":"Oslo"}') });
    expect(element).not.toBeNull();
  });
});

describe("defineToolCallRenderer", () => {
  it("types the args from the schema and works as a provider renderer, also as the wildcard", async () => {
    const weather = defineToolCallRenderer({
      name: "weather",
      args: z.object({ city: z.string() }),
      render: ({ args, status }) => (
        <span data-testid="typed">
          {args.city?.toUpperCase()} {status}
        </span>
      ),
    });
    const wildcard = defineToolCallRenderer({ name: "*", render: ({ name }) => <span data-testid="wildcard">{name}</span> });
    expect(weather.parameters).toBeDefined();
    function Calls() {
      const renderCall = useRenderToolCall();
      return (
        <>
          {renderCall({ toolCall: toolCall("c1", "weather", '{"city":"oslo"}') })}
          {renderCall({ toolCall: toolCall("c2", "other", "{}") })}
        </>
      );
    }
    render(
      <CopilotKitProvider renderToolCalls={[weather, wildcard]}>
        <Calls />
      </CopilotKitProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("typed").textContent).toBe("OSLO inProgress"));
    expect(screen.getByTestId("wildcard").textContent).toBe("other");
  });
});

describe("WildcardToolCallRender", () => {
  it("in renderToolCalls, shows the default card for a call without its own renderer", async () => {
    function Calls() {
      const renderCall = useRenderToolCall();
      return <>{renderCall({ toolCall: toolCall("c1", "lookupOrder", '{"id":7}') })}</>;
    }
    const { container } = render(
      <CopilotKitProvider renderToolCalls={[WildcardToolCallRender]}>
        <Calls />
      </CopilotKitProvider>,
    );
    await waitFor(() => expect(container.querySelector('[data-tool-name="lookupOrder"]')).not.toBeNull());
    expect(screen.getByText("lookupOrder")).toBeTruthy();
  });
});

describe("useComponent", () => {
  it("registers a frontend tool the agent can call, whose calls render the component with the arguments as props", async () => {
    function Card({ title }: { title: string }) {
      return <div data-testid="card">{title}</div>;
    }
    function App() {
      useComponent({ name: "showCard", description: "A card with a title.", parameters: z.object({ title: z.string() }), render: Card });
      const { copilotkit } = useCopilotKit();
      const renderCall = useRenderToolCall();
      const tool = copilotkit.getTool({ toolName: "showCard" });
      return (
        <>
          <p data-testid="description">{tool?.description ?? "none"}</p>
          {renderCall({ toolCall: toolCall("c1", "showCard", '{"title":"Hello"}') })}
        </>
      );
    }
    render(
      <CopilotKitProvider>
        <App />
      </CopilotKitProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("card").textContent).toBe("Hello"));
    expect(screen.getByTestId("description").textContent).toContain("showCard");
    expect(screen.getByTestId("description").textContent).toContain("A card with a title.");
  });
});

describe("useCapabilities", () => {
  it("is undefined until /info answers, then the agent's declared capabilities", async () => {
    class CapableAgent extends ScriptedAgent {
      override async getCapabilities() {
        return { tools: { supported: true, clientProvided: true } };
      }
    }
    const agent = new CapableAgent({ agentId: "default", script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["ok"] }) });
    const served = await serveScriptedRuntime({ default: agent });
    try {
      const seen: unknown[] = [];
      renderHook(
        () => {
          const capabilities = useCapabilities();
          seen.push(capabilities);
          return capabilities;
        },
        { wrapper: ({ children }) => <CopilotKitProvider runtimeUrl={served.url}>{children}</CopilotKitProvider> },
      );
      expect(seen[0]).toBeUndefined();
      await waitFor(() => expect(seen.at(-1)).toEqual({ tools: { supported: true, clientProvided: true } }));
    } finally {
      cleanup();
      await served.close();
    }
  });
});

describe("CopilotKitInspector", () => {
  it("mounts the dev console on the provider's core while rendered, and removes it when unmounted", async () => {
    const view = render(
      <CopilotKitProvider>
        <CopilotKitInspector enabled />
      </CopilotKitProvider>,
    );
    await waitFor(() => expect(document.querySelector("wingman-inspector")).not.toBeNull(), { timeout: 10_000 });
    view.unmount();
    expect(document.querySelector("wingman-inspector")).toBeNull();
  });
});
