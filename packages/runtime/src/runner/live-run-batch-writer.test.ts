import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import type { RunnerEvent } from "./agent-runner.js";
import { LiveRun } from "./live-run.js";
import { LiveRunBatchWriter } from "./live-run-batch-writer.js";

const delta = (text: string): BaseEvent => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: text }) as BaseEvent;

/** A store whose writes are answered by the test, so that overlaps and order are visible. */
function harness(maxBatchEvents: number) {
  const live = new LiveRun("r1", { publishOnConfirm: true });
  const batches: number[][] = [];
  const pending: Array<(outcome: "ok" | "refused") => void> = [];
  const failures: string[] = [];
  let ended = false;
  const writer = new LiveRunBatchWriter<"refused">({
    live,
    maxBatchEvents,
    write: (batch: readonly RunnerEvent[]) => {
      batches.push(batch.map(({ id }) => id));
      return new Promise((resolve) => pending.push(resolve));
    },
    failed: (failure) => void failures.push(failure),
    ended: () => ended,
  });
  let nextId = 1;
  const emit = (count: number) => {
    for (let index = 0; index < count; index++) live.append(nextId++, delta(String(nextId)));
    writer.schedule();
  };
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { live, writer, batches, pending, failures, emit, settled, end: () => (ended = true) };
}

describe("LiveRunBatchWriter", () => {
  it("writes a tick's events as one batch, never two writes at once, and publishes what is stored", async () => {
    const { live, writer, batches, pending, emit, settled } = harness(100);
    emit(3);
    await settled();
    expect(batches).toEqual([[1, 2, 3]]);
    expect(live.published).toBe(0);
    emit(2); // while the first write is under way
    await settled();
    expect(batches).toHaveLength(1);
    pending.shift()!("ok");
    await settled();
    expect(live.published).toBe(3);
    expect(writer.written).toBe(3);
    await settled();
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
    pending.shift()!("ok");
    await writer.idle();
    expect(live.published).toBe(5);
  });

  it("splits a backlog into batches of at most maxBatchEvents; at the end, writeBacklog leaves at most one batch", async () => {
    const { writer, batches, pending, emit, settled, end } = harness(2);
    emit(1);
    await settled();
    emit(6); // ids 2..7 arrive while the first write is under way
    pending.shift()!("ok");
    await settled();
    expect(batches).toEqual([[1], [2, 3]]); // the backlog goes out at once, a batch at a time
    end(); // the run ends: no more background writes
    pending.shift()!("ok");
    await writer.idle();
    expect(batches).toHaveLength(2);
    const backlog = writer.writeBacklog();
    pending.shift()!("ok");
    expect(await backlog).toBe("ok");
    // The last two events are left to the run's own last write (with its closers).
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(writer.written).toBe(5);
  });

  it("reports a refused write to failed and writes no more", async () => {
    const { writer, batches, pending, failures, emit, settled } = harness(100);
    emit(2);
    await settled();
    pending.shift()!("refused");
    await writer.idle();
    expect(failures).toEqual(["refused"]);
    expect(writer.written).toBe(0);
    expect(batches).toHaveLength(1);
  });
});
