import { describe, expect, it } from "vitest";
import { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { ScriptedAgent } from "../testing/scripted-agent.js";
import { textRunEvents } from "../testing/text-run-events.js";
import type { RealtimeConnection } from "./realtime-connection.js";
import { RealtimeSession } from "./realtime-session.js";

/** A socket whose queue the test sets. */
class FakeConnection implements RealtimeConnection {
  readonly sent: string[] = [];
  bufferedAmount = 0;
  terminated = false;
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

function session(maxQueuedBytes: number) {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["a"] }) });
  const runtime = new CopilotRuntime({ agents: { agent }, realtime: { maxQueuedBytes } });
  const connection = new FakeConnection();
  let overflows = 0;
  const realtime = new RealtimeSession({
    runtime,
    connection,
    request: new Request("http://127.0.0.1/ws"),
    options: runtime.realtime!,
    onOverflow: () => void overflows++,
  });
  return { realtime, connection, overflows: () => overflows };
}

describe("RealtimeSession", () => {
  it("terminates a socket holding twice maxQueuedBytes when a frame that cannot wait is due", () => {
    const { realtime, connection, overflows } = session(1024);
    realtime.handleMessage(JSON.stringify({ type: "ping", id: "p1" }));
    expect(connection.sent).toEqual(['{"type":"pong","id":"p1"}']);
    connection.bufferedAmount = 2048;
    realtime.handleMessage(JSON.stringify({ type: "ping", id: "p2" }));
    expect(connection.terminated).toBe(false);
    connection.bufferedAmount = 2049;
    realtime.handleMessage(JSON.stringify({ type: "ping", id: "p3" }));
    expect(connection.terminated).toBe(true);
    expect(overflows()).toBe(1);
    expect(connection.sent).toHaveLength(2);
    realtime.handleMessage(JSON.stringify({ type: "ping", id: "p4" }));
    expect(connection.sent).toHaveLength(2);
  });
});
