import { describe, expect, it } from "vitest";
import { readServerSentEvents } from "./read-server-sent-events.js";

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const readAll = async (body: ReadableStream<Uint8Array>) => {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
};

describe("readServerSentEvents", () => {
  it("keeps id lines, joins multi-line data and ignores comments", async () => {
    const events = await readAll(streamOf(": hello\n\nid: 1\ndata: {\"a\":\ndata: 1}\n\nevent: x\ndata: two\n\n"));
    expect(events).toEqual([
      { id: "1", event: undefined, data: '{"a":\n1}' },
      { id: "1", event: "x", data: "two" },
    ]);
  });

  it("joins a frame that arrives over many chunks (an echoed attachment), with its id", async () => {
    const payload = "x".repeat(300_000);
    const text = `id: 3\r\ndata: {"big":"${payload}"}\r\n\r\nid: 4\ndata: after\n\n`;
    const chunks: string[] = [];
    for (let offset = 0; offset < text.length; offset += 997) chunks.push(text.slice(offset, offset + 997));
    const events = await readAll(streamOf(...chunks));
    expect(events).toHaveLength(2);
    expect(events[0]!.id).toBe("3");
    expect(events[0]!.data === `{"big":"${payload}"}`).toBe(true);
    expect(events[1]).toEqual({ id: "4", event: undefined, data: "after" });
  });

  it("handles CRLF and CR line ends and events split across chunks anywhere", async () => {
    const text = "id: 7\r\ndata: a\r\n\r\nid: 8\rdata: b\r\rdata: c\n\n";
    for (let cut = 1; cut < text.length; cut++) {
      const events = await readAll(streamOf(text.slice(0, cut), text.slice(cut)));
      expect(events.map((event) => [event.id, event.data])).toEqual([
        ["7", "a"],
        ["8", "b"],
        ["8", "c"],
      ]);
    }
  });

  it("dispatches a last event that lacks its blank line", async () => {
    expect(await readAll(streamOf("data: tail"))).toEqual([{ id: undefined, event: undefined, data: "tail" }]);
  });
});
