// @vitest-environment jsdom
// CopilotChat with an in-process agent (agents__unsafe_dev_only), as CopilotKit apps and their
// tests use it: the agent's run starts the moment the message is sent, before the message list
// that replaces the welcome screen has subscribed to it.
import "./setup-act.js";
import { AbstractAgent, EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Subject, type Observable } from "rxjs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CopilotChat, CopilotKitProvider } from "../src/index.js";
import { installDomShims } from "./support/render-with-runtime.js";

beforeAll(() => installDomShims());
afterEach(() => cleanup());

/** Emits what the test pushes, run after run; its lifecycle events carry no ids (AG-UI 0.0.x style). */
class SteppedAgent extends AbstractAgent {
  readonly events = new Subject<BaseEvent>();
  override clone(): SteppedAgent {
    return this;
  }
  override run(_input: RunAgentInput): Observable<BaseEvent> {
    return this.events.asObservable();
  }
}

describe("CopilotChat with an in-process agent", () => {
  it("shows the first reply while it streams and after the run, though the list mounted after the run began", async () => {
    const user = userEvent.setup();
    const agent = new SteppedAgent();
    render(
      <CopilotKitProvider agents__unsafe_dev_only={{ default: agent }}>
        <CopilotChat />
      </CopilotKitProvider>,
    );
    await user.type(await screen.findByRole("textbox"), "Weather in Oslo?{Enter}");
    await screen.findByTestId("copilot-user-message");

    agent.events.next({ type: EventType.RUN_STARTED } as BaseEvent);
    agent.events.next({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: "r1", delta: "Cold, " } as BaseEvent);
    const reply = await screen.findByTestId("copilot-assistant-message");
    expect(reply.textContent).toContain("Cold,");

    agent.events.next({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: "r1", delta: "and snowing." } as BaseEvent);
    agent.events.next({ type: EventType.RUN_FINISHED } as BaseEvent);
    agent.events.complete();
    // The finished reply gets its toolbar; the typing cursor goes.
    await within(await screen.findByTestId("copilot-assistant-message")).findByTestId("copilot-copy-button");
    expect(screen.getByTestId("copilot-assistant-message").textContent).toContain("Cold, and snowing.");
    expect(screen.queryByTestId("copilot-loading-cursor")).toBeNull();
  });
});
