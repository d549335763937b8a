import { EventType } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { BuiltInAgent, applyJsonPatch } from "../src/index.js";
import { collect, finish, ofType, runInput, scriptedModel, textParts, toolCallParts } from "./helpers.js";

describe("state tools", () => {
  it("emits STATE_SNAPSHOT before the snapshot tool's result", async () => {
    const model = scriptedModel([...toolCallParts("s1", "AGUISendStateSnapshot", { snapshot: { theme: "dark" } }), finish("tool-calls")], [finish()]);
    const events = await collect(new BuiltInAgent({ model }).run(runInput({ state: { theme: "light" } })));
    const snapshotIndex = events.findIndex((event) => event.type === EventType.STATE_SNAPSHOT);
    const resultIndex = events.findIndex((event) => event.type === EventType.TOOL_CALL_RESULT);
    expect(events[snapshotIndex]).toMatchObject({ snapshot: { theme: "dark" } });
    expect(snapshotIndex).toBeGreaterThan(-1);
    expect(snapshotIndex).toBeLessThan(resultIndex);
    expect(JSON.parse(events[resultIndex]!.content as string)).toEqual({ success: true });
  });

  it("emits STATE_DELTA, creating a missing array before appending, and the client's state follows", async () => {
    const model = scriptedModel(
      [
        ...toolCallParts("d1", "AGUISendStateDelta", {
          delta: [
            { op: "replace", path: "/theme", value: "dark" },
            { op: "add", path: "/items/-", value: "milk" },
          ],
        }),
        finish("tool-calls"),
      ],
      [...textParts("0", "Done"), finish()],
    );
    const agent = new BuiltInAgent({ model });
    agent.setState({ theme: "light" });
    agent.setMessages([{ id: "u1", role: "user", content: "dark please" }]);
    await agent.runAgent({ runId: "r1" });
    expect(agent.state).toEqual({ theme: "dark", items: ["milk"] });
    // no redundant full snapshot before the first delta
    const deltas: unknown[] = [];
    const again = scriptedModel([...toolCallParts("d2", "AGUISendStateDelta", { delta: [{ op: "remove", path: "/items/0" }] }), finish("tool-calls")], [finish()]);
    const events = await collect(new BuiltInAgent({ model: again }).run(runInput({ state: { items: ["milk"] } })));
    for (const event of events) if (event.type === EventType.STATE_DELTA) deltas.push(event.delta);
    expect(deltas).toEqual([[{ op: "remove", path: "/items/0" }]]);
    expect(ofType(events, EventType.STATE_SNAPSHOT)).toEqual([]);
  });

  it("reports a delta that does not apply as a tool error and sends no STATE_DELTA", async () => {
    const model = scriptedModel(
      [...toolCallParts("d1", "AGUISendStateDelta", { delta: [{ op: "remove", path: "/missing" }] }), finish("tool-calls")],
      [...textParts("0", "oops"), finish()],
    );
    const events = await collect(new BuiltInAgent({ model }).run(runInput({ state: { theme: "light" } })));
    expect(ofType(events, EventType.STATE_DELTA)).toEqual([]);
    expect(ofType(events, EventType.TOOL_CALL_RESULT)[0]!.content).toMatch(/does not exist/);
    expect(model.doStreamCalls[1]!.prompt.at(-1)).toMatchObject({ role: "tool", content: [{ output: { type: "error-text" } }] });
  });

  it("offers the state tools with stateTools 'always' and never with 'never'", async () => {
    const always = scriptedModel([finish()]);
    await collect(new BuiltInAgent({ model: always, stateTools: "always" }).run(runInput({ state: {} })));
    expect(always.doStreamCalls[0]!.tools?.map((tool) => tool.name)).toContain("AGUISendStateDelta");
    const never = scriptedModel([finish()]);
    await collect(new BuiltInAgent({ model: never, stateTools: "never" }).run(runInput({ state: { a: 1 } })));
    expect(never.doStreamCalls[0]!.tools ?? []).toEqual([]);
  });
});

describe("applyJsonPatch", () => {
  it("applies add, remove, replace, move, copy and test without changing its input", () => {
    const input = { a: 1, list: [1, 2], nested: { x: "y" } };
    const output = applyJsonPatch(input, [
      { op: "add", path: "/b", value: 2 },
      { op: "remove", path: "/a" },
      { op: "replace", path: "/list/0", value: 9 },
      { op: "move", from: "/nested/x", path: "/moved" },
      { op: "copy", from: "/list", path: "/copy" },
      { op: "test", path: "/b", value: 2 },
      { op: "add", path: "/list/1", value: 5 },
    ]);
    expect(output).toEqual({ b: 2, list: [9, 5, 2], nested: {}, moved: "y", copy: [9, 2] });
    expect(input).toEqual({ a: 1, list: [1, 2], nested: { x: "y" } });
  });

  it("throws on a failed test and an out-of-range index", () => {
    expect(() => applyJsonPatch({ a: 1 }, [{ op: "test", path: "/a", value: 2 }])).toThrow(/test failed/);
    expect(() => applyJsonPatch({ l: [] }, [{ op: "replace", path: "/l/0", value: 1 }])).toThrow(/out of range/);
  });
});
