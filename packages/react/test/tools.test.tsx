// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  CopilotChat,
  CopilotKitProvider,
  useDefaultRenderTool,
  useFrontendTool,
  useHumanInTheLoop,
  useCopilotKit,
  useRenderTool,
  type CopilotKitCoreReact,
  type HumanInTheLoopRenderProps,
  type ToolCallRenderProps,
} from "../src/index.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  installDomShims();
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => cleanup());

async function say(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  await user.type(box, `${text}{Enter}`);
}

describe("useFrontendTool", () => {
  it("runs the handler with the latest props, renders every status with the toolCallId, and offers the tool to the agent", async () => {
    const user = userEvent.setup();
    const statuses: string[] = [];
    function WeatherCard(props: ToolCallRenderProps<{ city: string }>) {
      statuses.push(props.status);
      return (
        <div data-testid={`weather-${props.toolCallId}`} data-status={props.status}>
          {props.args.city ?? "…"}: {props.result ?? "pending"}
        </div>
      );
    }
    function App() {
      const [unit, setUnit] = useState("C");
      useFrontendTool({
        name: "getWeather",
        description: "Weather of a city",
        parameters: z.object({ city: z.string() }),
        handler: async ({ city }) => `20°${unit} in ${city}`,
        render: WeatherCard,
      });
      return (
        <>
          <button onClick={() => setUnit("F")}>Use Fahrenheit</button>
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await user.click(screen.getByRole("button", { name: "Use Fahrenheit" }));
    await say(user, "weather");
    await screen.findByText("Tools said: 20°F in Paris");
    const card = document.querySelector("[data-testid^='weather-']") as HTMLElement;
    expect(card.getAttribute("data-testid")).toMatch(/^weather-.+-c1$/);
    expect(card.textContent).toBe("Paris: 20°F in Paris");
    expect(statuses).toContain("inProgress");
    expect(statuses.at(-1)).toBe("complete");
    const input = runtime.agents.default.inputs.find((candidate) => candidate.messages.at(-1)?.content === "weather")!;
    expect(input.tools.map((tool) => tool.name)).toContain("getWeather");
    expect(input.tools.find((tool) => tool.name === "getWeather")!.parameters).toMatchObject({ properties: { city: { type: "string" } } });
  });

  it("removes the tool when the component unmounts", async () => {
    const user = userEvent.setup();
    function Tool() {
      useFrontendTool({ name: "temporary", handler: () => "ok" });
      return null;
    }
    function App() {
      const [on, setOn] = useState(true);
      return (
        <>
          {on && <Tool />}
          <button onClick={() => setOn(false)}>Remove tool</button>
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await say(user, "one");
    await screen.findByText("You said: one");
    expect(runtime.agents.default.inputs.at(-1)!.tools.map((tool) => tool.name)).toContain("temporary");
    await user.click(screen.getByRole("button", { name: "Remove tool" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "two{Enter}");
    await screen.findByText("You said: two");
    expect(runtime.agents.default.inputs.at(-1)!.tools.map((tool) => tool.name)).not.toContain("temporary");
  });

  it("keeps rendering the calls already in the chat after the component unmounts, and a new registration replaces that renderer", async () => {
    const user = userEvent.setup();
    function Tool({ label }: { label: string }) {
      useFrontendTool({
        name: "getWeather",
        parameters: z.object({ city: z.string() }),
        handler: async ({ city }) => `sunny in ${city}`,
        render: (props: ToolCallRenderProps<{ city: string }>) => (
          <div data-testid="kept-card">
            {label}: {props.args.city ?? "…"}
          </div>
        ),
      });
      return null;
    }
    function App() {
      const [label, setLabel] = useState<string | undefined>("first");
      return (
        <>
          {label !== undefined && <Tool label={label} />}
          <button onClick={() => setLabel(undefined)}>Remove tool</button>
          <button onClick={() => setLabel("second")}>Register again</button>
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await say(user, "weather");
    await screen.findByText("Tools said: sunny in Paris");
    expect(screen.getByTestId("kept-card").textContent).toBe("first: Paris");
    await user.click(screen.getByRole("button", { name: "Remove tool" }));
    // The tool is gone (the next run is not offered it) but its call in the chat keeps its card.
    await say(user, "plain");
    await screen.findByText("You said: plain");
    expect(runtime.agents.default.inputs.at(-1)!.tools.map((tool) => tool.name)).not.toContain("getWeather");
    expect(screen.getByTestId("kept-card").textContent).toBe("first: Paris");
    await user.click(screen.getByRole("button", { name: "Register again" }));
    await waitFor(() => expect(screen.getByTestId("kept-card").textContent).toBe("second: Paris"));
    expect(screen.getAllByTestId("kept-card")).toHaveLength(1);
  });

  it("warns about a duplicate registration only when the tool already exists", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      function Tools({ twice }: { twice: boolean }) {
        useFrontendTool({ name: "fresh", handler: () => "ok" });
        useFrontendTool({ name: "scoped", agentId: "default", handler: () => "ok" });
        return twice ? <Duplicate /> : null;
      }
      function Duplicate() {
        useFrontendTool({ name: "fresh", handler: () => "again" });
        return null;
      }
      const { rerender } = render(
        <CopilotKitProvider runtimeUrl={runtime.url}>
          <Tools twice={false} />
        </CopilotKitProvider>,
      );
      expect(warn.mock.calls.filter(([message]) => String(message).includes("already registered"))).toEqual([]);
      rerender(
        <CopilotKitProvider runtimeUrl={runtime.url}>
          <Tools twice />
        </CopilotKitProvider>,
      );
      expect(warn.mock.calls.filter(([message]) => String(message).includes("already registered")).map(([message]) => message)).toEqual([
        "useFrontendTool: tool 'fresh' is already registered; the newer registration replaces it",
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("tool-call renderers", () => {
  it("renders nothing without a renderer, the default card with the wildcard, and a specific renderer over it", async () => {
    const user = userEvent.setup();
    function Specific() {
      useRenderTool({ name: "mystery", render: ({ toolCallId }) => <p data-testid="specific">{toolCallId}</p> });
      return null;
    }
    function App({ wildcard, specific }: { wildcard: boolean; specific: boolean }) {
      return (
        <>
          {wildcard && <Wildcard />}
          {specific && <Specific />}
          <CopilotChat />
        </>
      );
    }
    function Wildcard() {
      useDefaultRenderTool();
      return null;
    }
    const view = renderWithRuntime(runtime.url, <App wildcard={false} specific={false} />);
    await say(user, "unknown tool");
    await screen.findByText("Let me check.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());
    expect(document.querySelector("[data-tool-name]")).toBeNull();

    view.rerender(
      <CopilotKitProvider runtimeUrl={runtime.url}>
        <App wildcard specific={false} />
      </CopilotKitProvider>,
    );
    const card = await waitFor(() => document.querySelector("[data-tool-name='mystery']") as HTMLElement);
    expect(card).not.toBeNull();
    const toggle = within(card).getByRole("button", { name: /mystery/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(card).getByText(/"x": 1/)).toBeTruthy();

    view.rerender(
      <CopilotKitProvider runtimeUrl={runtime.url}>
        <App wildcard specific />
      </CopilotKitProvider>,
    );
    expect((await screen.findByTestId("specific")).textContent).toMatch(/-c1$/);
    expect(document.querySelector("[data-tool-name='mystery']")).toBeNull();
  });
});


describe("useHumanInTheLoop", () => {
  it("handles several pending calls, each answered by its own respond, going inProgress → executing → complete", async () => {
    const user = userEvent.setup();
    // Each call's statuses as rendered, without repeats: an answered call must not show inProgress
    // again while its result message is on its way to the list.
    const statuses = new Map<string, string[]>();
    const record = (id: string, status: string) => {
      const seen = statuses.get(id) ?? [];
      if (seen.at(-1) !== status) seen.push(status);
      statuses.set(id, seen);
    };
    function Confirm() {
      useHumanInTheLoop<{ question: string }>({
        name: "confirm",
        parameters: z.object({ question: z.string() }),
        render: ({ args, status, respond, toolCallId }) => {
          record(toolCallId.slice(-2), status);
          return (
            <div data-testid={`confirm-${toolCallId.slice(-2)}`} data-status={status}>
              <span>{args.question}</span>
              {respond && <button onClick={() => respond(`yes to ${args.question}`)}>Approve {args.question}</button>}
            </div>
          );
        },
      });
      return null;
    }
    renderWithRuntime(
      runtime.url,
      <>
        <Confirm />
        <CopilotChat />
      </>,
    );
    await say(user, "approve two");
    const first = await screen.findByTestId("confirm-c1");
    const second = await screen.findByTestId("confirm-c2");
    await waitFor(() => expect(first.getAttribute("data-status")).toBe("executing"));
    expect(second.getAttribute("data-status")).not.toBe("complete");
    expect(within(second).queryByRole("button")).toBeNull();
    await user.click(within(first).getByRole("button", { name: "Approve Delete A?" }));
    await waitFor(() => expect(first.getAttribute("data-status")).toBe("complete"));
    await waitFor(() => expect(second.getAttribute("data-status")).toBe("executing"));
    await user.click(within(second).getByRole("button", { name: "Approve Delete B?" }));
    await screen.findByText("Tools said: yes to Delete A? | yes to Delete B?");
    expect(statuses.get("c1")).toEqual(["inProgress", "executing", "complete"]);
    expect(statuses.get("c2")).toEqual(["inProgress", "executing", "complete"]);
  });

  it("stopping the run while a call waits records an error result instead of hanging", async () => {
    const user = userEvent.setup();
    function Confirm() {
      useHumanInTheLoop({ name: "confirm", render: ({ status }) => <div data-testid="hitl" data-status={status} /> });
      return null;
    }
    renderWithRuntime(
      runtime.url,
      <>
        <Confirm />
        <CopilotChat />
      </>,
      { onError: () => {} },
    );
    await say(user, "approve");
    const card = await screen.findByTestId("hitl");
    await waitFor(() => expect(card.getAttribute("data-status")).toBe("executing"));
    await user.click(screen.getByRole("button", { name: "Stop generating" }));
    await waitFor(() => expect(card.getAttribute("data-status")).toBe("complete"));
    await screen.findByRole("button", { name: "Send message" });
  });
});

describe("useHumanInTheLoop across a remount", () => {
  it("a call that waits can still be answered after the registering component remounts", async () => {
    const user = userEvent.setup();
    function Confirm() {
      useHumanInTheLoop<{ question: string }>({
        name: "confirm",
        render: ({ status, respond }) => (
          <div data-testid="remount-card" data-status={status}>
            {respond && <button onClick={() => respond("yes after remount")}>Answer</button>}
          </div>
        ),
      });
      return null;
    }
    function App() {
      const [key, setKey] = useState(0);
      return (
        <>
          <button onClick={() => setKey((k) => k + 1)}>Remount</button>
          <Confirm key={key} />
          <CopilotChat />
        </>
      );
    }
    renderWithRuntime(runtime.url, <App />);
    await say(user, "approve");
    await waitFor(() => expect(screen.getByTestId("remount-card").getAttribute("data-status")).toBe("executing"));
    await user.click(screen.getByRole("button", { name: "Remount" }));
    await user.click(await screen.findByRole("button", { name: "Answer" }));
    await waitFor(() => expect(screen.getByTestId("remount-card").getAttribute("data-status")).toBe("complete"));
    await screen.findByText("Tools said: yes after remount");
  });
});

describe("humanInTheLoop declared on the provider", () => {
  it("lists the app's own component in renderToolCalls, and renders calls with the description and no respond", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen: HumanInTheLoopRenderProps<{ question: string }>[] = [];
    function ConfirmCard(props: HumanInTheLoopRenderProps<{ question: string }>) {
      seen.push(props);
      return <div data-testid={`declared-${props.toolCallId.slice(-2)}`} data-status={props.status}>{props.description}: {props.args.question}</div>;
    }
    const humanInTheLoop = [{ name: "confirm", description: "Asks the user", parameters: z.object({ question: z.string() }), render: ConfirmCard }];
    let core: CopilotKitCoreReact | undefined;
    function Capture() {
      core = useCopilotKit().copilotkit;
      return null;
    }
    try {
      renderWithRuntime(
        runtime.url,
        <>
          <Capture />
          <CopilotChat />
        </>,
        { humanInTheLoop },
      );
      expect(core?.renderToolCalls.find((renderer) => renderer.name === "confirm")?.render).toBe(ConfirmCard);
      await say(user, "approve two");
      const first = await screen.findByTestId("declared-c1");
      expect(first.textContent).toBe("Asks the user: Delete A?");
      await waitFor(() => expect(first.getAttribute("data-status")).toBe("complete"));
      expect(seen.every((props) => props.description === "Asks the user" && props.respond === undefined)).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("Human-in-the-loop tool 'confirm' called"));
    } finally {
      warn.mockRestore();
    }
  });
});
