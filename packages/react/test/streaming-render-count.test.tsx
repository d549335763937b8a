// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Profiler } from "react";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import {
  CopilotChat,
  CopilotChatAssistantMessage,
  CopilotChatInput,
  CopilotChatMessageView,
  type CopilotChatAssistantMessageProps,
  type CopilotChatInputProps,
  type CopilotChatMessageViewProps,
  type CustomMessageRenderProps,
  type ReactCustomMessageRenderer,
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

const counts = { list: 0, input: 0, rows: new Map<string, number>() };

function CountingAssistant(props: CopilotChatAssistantMessageProps) {
  counts.rows.set(props.message.id, (counts.rows.get(props.message.id) ?? 0) + 1);
  return <CopilotChatAssistantMessage {...props} />;
}
function CountingMessageView(props: CopilotChatMessageViewProps) {
  counts.list++;
  return <CopilotChatMessageView {...props} assistantMessage={CountingAssistant} />;
}
function CountingInput(props: CopilotChatInputProps) {
  counts.input++;
  return <CopilotChatInput {...props} />;
}

it("2,000 streamed deltas re-render the list a bounded number of times, and only the streaming row", async () => {
  const user = userEvent.setup();
  let commits = 0;
  renderWithRuntime(
    runtime.url,
    <Profiler id="chat" onRender={() => void commits++}>
      <CopilotChat messageView={CountingMessageView} input={CountingInput} />
    </Profiler>,
  );
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  await user.type(box, "first{Enter}");
  await screen.findByText("You said: first");
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());
  const firstReply = document.querySelector('[data-role="assistant"]')!.getAttribute("data-message-id")!;
  const firstReplyRenders = counts.rows.get(firstReply)!;

  await user.type(box, "long");
  counts.list = 0;
  counts.input = 0;
  commits = 0;
  await user.keyboard("{Enter}");
  await waitFor(() => expect(document.querySelectorAll('[data-role="assistant"]')[1]?.textContent).toContain("1999 "));
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());

  const streamed = document.querySelectorAll('[data-role="assistant"]')[1]!.getAttribute("data-message-id")!;
  const text = document.querySelectorAll('[data-role="assistant"]')[1]!.textContent!;
  expect(text.startsWith("0 1 2 3 ")).toBe(true);
  // Bounded: a small number of frames, not one render per delta.
  expect(counts.list).toBeGreaterThan(0);
  expect(counts.list).toBeLessThan(60);
  expect(counts.rows.get(streamed)!).toBeLessThan(60);
  // The finished reply re-renders at most once (it stops being the last message), never per delta.
  expect(counts.rows.get(firstReply)! - firstReplyRenders).toBeLessThanOrEqual(1);
  // The composer only re-renders when the run starts and ends (Send ⇄ Stop), not while streaming.
  expect(counts.input).toBeLessThanOrEqual(4);
  expect(commits).toBeLessThan(120);
});

it("a stream spread over seconds renders about once per frame, far fewer times than it has deltas", async () => {
  const user = userEvent.setup();
  renderWithRuntime(runtime.url, <CopilotChat agentId="ticker" messageView={CountingMessageView} input={CountingInput} />);
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  counts.list = 0;
  counts.input = 0;
  counts.rows.clear();
  const started = performance.now();
  await user.type(box, "go{Enter}");
  // No bound of its own: a busy machine streams slower, and the frame budget below grows with it.
  await waitFor(() => expect(document.querySelector('[data-role="assistant"]')?.textContent).toContain("1999 "));
  const elapsed = performance.now() - started;
  const frames = elapsed / 16;
  // Renders are bounded by frames, not by the 2,000 deltas. The fixed cap is half the deltas, not a
  // quarter: on a machine at load 30 the ticker's timers fire late and deltas arrive one a frame
  // (571 renders seen), which is the frame bound working, not a render per delta.
  expect(counts.list).toBeLessThan(Math.min(2000 / 2, frames * 1.5 + 10));
  expect(counts.input).toBeLessThanOrEqual(4);
});

const customRenders = new Map<string, number>();
const lastProps = new Map<string, Omit<CustomMessageRenderProps, "message"> & { role: string }>();

function Marker(props: CustomMessageRenderProps) {
  const key = `${props.message.id}:${props.position}`;
  customRenders.set(key, (customRenders.get(key) ?? 0) + 1);
  const { message, ...rest } = props;
  lastProps.set(key, { ...rest, role: message.role });
  return props.position === "after" ? <span data-testid={`after-${props.message.id}`}>{`${props.messageIndexInRun + 1}/${props.numberOfMessagesInRun}`}</span> : null;
}
const renderers: ReactCustomMessageRenderer[] = [{ render: Marker }];


it("custom message renderers get CopilotKit's props, and finished messages don't re-render per streamed token", async () => {
  const user = userEvent.setup();
  renderWithRuntime(runtime.url, <CopilotChat messageView={CountingMessageView} />, { renderCustomMessages: renderers });
  const box = screen.getByRole("textbox", { name: "Message" });
  await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
  await user.type(box, "first{Enter}");
  await screen.findByText("You said: first");
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());

  const [question, reply] = [...document.querySelectorAll("[data-message-id]")].map((element) => element.getAttribute("data-message-id")!) as [string, string];
  const replyAfter = lastProps.get(`${reply}:after`)!;
  const questionBefore = lastProps.get(`${question}:before`)!;
  expect(replyAfter).toMatchObject({ role: "assistant", position: "after", agentId: "default", messageIndex: 1, messageIndexInRun: 1, numberOfMessagesInRun: 2 });
  expect(questionBefore).toMatchObject({ role: "user", position: "before", messageIndex: 0, messageIndexInRun: 0, numberOfMessagesInRun: 2 });
  expect(typeof replyAfter.runId).toBe("string");
  expect(questionBefore.runId).toBe(replyAfter.runId);
  // The echo agent keeps no state, and an empty state is not recorded for a run (as CopilotKit's StateManager).
  expect(replyAfter).toHaveProperty("stateSnapshot", undefined);
  expect(screen.getByTestId(`after-${reply}`).textContent).toBe("2/2");

  const finishedBefore = { question: customRenders.get(`${question}:after`)!, reply: customRenders.get(`${reply}:after`)!, row: counts.rows.get(reply)! };
  await user.type(box, "long{Enter}");
  await waitFor(() => expect(document.querySelectorAll('[data-role="assistant"]')[1]?.textContent).toContain("1999 "));
  await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy());

  const streamed = document.querySelectorAll('[data-role="assistant"]')[1]!.getAttribute("data-message-id")!;
  // 2,000 deltas: the streaming message's renderer runs a bounded number of times (per frame, not per token)…
  expect(customRenders.get(`${streamed}:after`)!).toBeLessThan(60);
  // …and the first run's messages, finished, re-render at most once (no longer last), never per token.
  expect(customRenders.get(`${question}:after`)! - finishedBefore.question).toBeLessThanOrEqual(1);
  expect(customRenders.get(`${reply}:after`)! - finishedBefore.reply).toBeLessThanOrEqual(1);
  expect(counts.rows.get(reply)! - finishedBefore.row).toBeLessThanOrEqual(1);
  // The second run has its own id and positions.
  const second = lastProps.get(`${streamed}:after`)!;
  expect(second).toMatchObject({ messageIndex: 3, messageIndexInRun: 1, numberOfMessagesInRun: 2 });
  expect(second.runId).not.toBe(replyAfter.runId);
}, 30_000);
