// @vitest-environment jsdom
// Which renderer shows a tool call: the chat's agent's, then the unscoped one, then one scoped to
// another agent, and only then the wildcard (CopilotKit's order).
import "./setup-act.js";
import { cleanup, render, screen } from "@testing-library/react";
import type { AssistantMessage } from "@ag-ui/core";
import { afterEach, beforeAll, expect, it } from "vitest";
import { CopilotChatConfigurationProvider, CopilotChatToolCallsView, CopilotKitProvider, type ReactToolCallRenderer } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";
import { expectOfflineProviderWarning } from "./support/expect-offline-provider-warning.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());
expectOfflineProviderWarning();

const call = (name: string): AssistantMessage => ({
  id: `m-${name}`,
  role: "assistant",
  content: "",
  toolCalls: [{ id: `c-${name}`, type: "function", function: { name, arguments: "{}" } }],
});

const renderer = (name: string, label: string, agentId?: string): ReactToolCallRenderer => ({
  name,
  ...(agentId !== undefined && { agentId }),
  render: ({ name: called }) => <p data-testid={`${label}-${called}`}>{label}</p>,
});

const renderers = [
  renderer("search", "other-agent", "research"),
  renderer("lookup", "other-agent", "research"),
  renderer("lookup", "unscoped"),
  renderer("*", "wildcard"),
];

it("prefers the unscoped renderer, then another agent's renderer of that name, over the wildcard", () => {
  render(
    <CopilotKitProvider renderToolCalls={renderers}>
      <CopilotChatConfigurationProvider agentId="default">
        <CopilotChatToolCallsView message={call("search")} />
        <CopilotChatToolCallsView message={call("lookup")} />
        <CopilotChatToolCallsView message={call("unknown")} />
      </CopilotChatConfigurationProvider>
    </CopilotKitProvider>,
  );
  expect(screen.getByTestId("other-agent-search")).toBeDefined();
  expect(screen.getByTestId("unscoped-lookup")).toBeDefined();
  expect(screen.getByTestId("wildcard-unknown")).toBeDefined();
  expect(screen.queryByTestId("wildcard-search")).toBeNull();
});
