import { HttpAgent } from "@ag-ui/client";
import type { Message } from "@ag-ui/core";
import { catchConsole } from "@wingman/test-support/console";
import { messageText, serveControlsRuntime } from "@wingman/test-support/scripted-runtime";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AgentBranches, CopilotKitCore, immediateScheduler } from "../../src/index.js";

let runtime: Awaited<ReturnType<typeof serveControlsRuntime>>;
beforeAll(async () => {
  runtime = await serveControlsRuntime();
});
afterAll(async () => {
  await runtime.close();
});

/** A page: a core, its agent on `threadId` and the agent's branches, connected to the thread. */
async function open(threadId: string, agentId = "default") {
  const core = new CopilotKitCore({ runtimeUrl: runtime.url, scheduler: immediateScheduler });
  await core.connect();
  const agent = core.getAgent(agentId)!;
  const branches = new AgentBranches({ agent, threads: core.threads, run: (forwardedProps) => core.runAgent({ agent, forwardedProps }), stop: () => core.stopAgent({ agent }) });
  await core.switchThread(agent, threadId);
  return { core, agent, branches };
}

/**
 * A page whose chat mounts after the page connected the thread (as the Angular demo's does): the
 * agent replayed the thread before these branches existed.
 */
async function openLate(threadId: string, agentId = "default") {
  const core = new CopilotKitCore({ runtimeUrl: runtime.url, scheduler: immediateScheduler });
  await core.connect();
  const agent = core.getAgent(agentId)!;
  await core.switchThread(agent, threadId);
  const branches = new AgentBranches({ agent, threads: core.threads, run: (forwardedProps) => core.runAgent({ agent, forwardedProps }), stop: () => core.stopAgent({ agent }) });
  return { core, agent, branches };
}

const texts = (messages: readonly Pick<Message, "content">[]) => messages.map(({ content }) => messageText(content));

describe("branches through a real runtime", () => {
  it("regenerate keeps the history and the old answer as a branch; switch, reload and a plain HttpAgent see the same", async () => {
    const threadId = crypto.randomUUID();
    const { core, agent, branches } = await open(threadId);
    agent.addMessage({ id: "u1", role: "user", content: "first" });
    await core.runAgent({ agent });
    agent.addMessage({ id: "u2", role: "user", content: "second" });
    await core.runAgent({ agent });
    const replaced = agent.messages.at(-1)!;

    await branches.regenerate(replaced.id);
    const answer = agent.messages.at(-1)!;
    expect(agent.messages.map(({ id }) => id).slice(0, 4)).toEqual(["u1", agent.messages[1]!.id, "u2", answer.id]);
    expect(answer.id).not.toBe(replaced.id);
    expect(branches.branchesOf(answer.id)).toEqual({ index: 1, count: 2 });
    expect(branches.branchesOf("u2")).toEqual({ index: 0, count: 1 });

    // A reload (a new core) sees the same branches and the same active branch.
    const reloaded = await open(threadId);
    expect(reloaded.agent.messages).toEqual(agent.messages);
    expect(reloaded.branches.branchesOf(answer.id)).toEqual({ index: 1, count: 2 });

    await branches.switchBranch(answer.id, 0);
    expect(agent.messages.at(-1)).toEqual(replaced);
    expect(branches.branchesOf(replaced.id)).toEqual({ index: 0, count: 2 });
    const afterSwitch = await open(threadId);
    expect(afterSwitch.agent.messages).toEqual(agent.messages);
    expect(afterSwitch.branches.branchesOf(replaced.id)).toEqual({ index: 0, count: 2 });

    // The thread API answers the same.
    const stored = await core.threads.getThreadBranches(threadId);
    expect(stored.messages).toEqual(agent.messages);
    expect(stored.branches).toEqual([{ messageId: replaced.id, index: 0, count: 2, siblingIds: [replaced.id, answer.id] }]);

    // A client that knows nothing of branches sees the active branch as a plain list.
    const plain = new HttpAgent({ url: `${runtime.url}/agent/default/connect`, threadId });
    await plain.runAgent();
    expect(plain.messages).toEqual(agent.messages);
  });

  it("edit creates a branch at the user message; continuing the branch appends to it", async () => {
    const threadId = crypto.randomUUID();
    const { core, agent, branches } = await open(threadId);
    agent.addMessage({ id: "u1", role: "user", content: "hello" });
    await core.runAgent({ agent });
    await branches.editMessage("u1", "hello again");
    const edited = agent.messages[0]!;
    expect(edited).toMatchObject({ role: "user", content: "hello again" });
    expect(agent.messages).toHaveLength(2);
    expect(branches.branchesOf(edited.id)).toEqual({ index: 1, count: 2 });
    agent.addMessage({ id: "u2", role: "user", content: "more" });
    await core.runAgent({ agent });
    expect(agent.messages).toHaveLength(4);

    await branches.switchBranch(edited.id, 0);
    expect(texts(agent.messages)[0]).toBe("hello");
    expect(agent.messages).toHaveLength(2);
    await branches.switchBranch("u1", 1);
    expect(agent.messages).toHaveLength(4);
    expect((await open(threadId)).agent.messages).toEqual(agent.messages);
  });

  it("a failed run is marked on its message with the error, also after reload; retry re-runs it and clears it", async () => {
    const threadId = crypto.randomUUID();
    const { core, agent, branches } = await open(threadId);
    agent.addMessage({ id: "u1", role: "user", content: "fail" });
    // A core without an onError subscriber logs the run's error (console.error).
    const logged = catchConsole("error", /^\[wingman\] agent_run_error_event/);
    await core
      .runAgent({ agent })
      .catch(() => undefined)
      .finally(() => logged.restore());
    expect(logged.calls).toHaveLength(1);
    await vi.waitFor(() => expect(branches.statusOf("u1")).toMatchObject({ status: "failed", message: "the model is down" }), { timeout: 60_000 });
    const reloaded = await open(threadId);
    expect(reloaded.branches.statusOf("u1")).toMatchObject({ status: "failed", code: "model_down" });
    expect((await openLate(threadId)).branches.statusOf("u1")).toMatchObject({ status: "failed", code: "model_down" });

    await reloaded.branches.retry("u1");
    expect(reloaded.branches.statusOf("u1")).toBeUndefined();
    expect(texts(reloaded.agent.messages)[1]).toMatch(/^answer \d+ to fail$/);
    expect((await open(threadId)).branches.statusOf("u1")).toBeUndefined();
  });

  it("a stopped answer is marked stopped, also after reload", async () => {
    const threadId = crypto.randomUUID();
    const { core, agent, branches } = await open(threadId, "hanging");
    agent.addMessage({ id: "u1", role: "user", content: "hang" });
    const run = core.runAgent({ agent });
    await vi.waitFor(() => expect(texts(agent.messages)[1]).toBe("partial"), { timeout: 60_000 });
    await branches.stop();
    await run.catch(() => undefined);
    const answerId = agent.messages[1]!.id;
    expect(branches.statusOf(answerId)).toMatchObject({ status: "stopped" });
    expect((await open(threadId, "hanging")).branches.statusOf(answerId)).toMatchObject({ status: "stopped" });
    const late = await openLate(threadId, "hanging");
    expect(late.branches.statusOf(answerId)).toMatchObject({ status: "stopped" });
    expect(late.branches.branchesOf(answerId)).toEqual({ index: 0, count: 1 });
  });

  it("every AgentBranches of one agent shares its history: a Stop through one marks the answer in the other", async () => {
    const threadId = crypto.randomUUID();
    const { core, agent, branches } = await open(threadId, "hanging");
    const other = new AgentBranches({ agent, threads: core.threads, run: () => core.runAgent({ agent }), stop: () => core.stopAgent({ agent }) });
    agent.addMessage({ id: "u1", role: "user", content: "hang" });
    const run = core.runAgent({ agent });
    await vi.waitFor(() => expect(texts(agent.messages)[1]).toBe("partial"), { timeout: 60_000 });
    await branches.stop();
    await run.catch(() => undefined);
    expect(other.statusOf(agent.messages[1]!.id)).toMatchObject({ status: "stopped" });
    other.dispose();
  });
});
