import { describe, expect, it } from "vitest";
import { parseClientFrame } from "./parse-client-frame.js";

const refusal = (text: string) => {
  try {
    parseClientFrame(text);
  } catch (error) {
    const { status, code, message, body } = error as { status: number; code: string; message: string; body?: { id?: string } };
    return { status, code, message, id: body?.id };
  }
  throw new Error("accepted");
};

describe("parseClientFrame", () => {
  it("accepts every request type with the fields it needs", () => {
    expect(parseClientFrame('{"type":"run","id":"1","agentId":"a","input":{}}')).toMatchObject({ type: "run" });
    expect(parseClientFrame('{"type":"connect","id":"1","agentId":"a","threadId":"t","after":3}')).toMatchObject({ after: 3 });
    expect(parseClientFrame('{"type":"stop","id":"1","agentId":"a","threadId":"t"}')).toMatchObject({ type: "stop" });
    expect(parseClientFrame('{"type":"subscribe-thread","id":"1","threadId":"t"}')).toMatchObject({ threadId: "t" });
    expect(parseClientFrame('{"type":"subscribe-threads","id":"1"}')).toMatchObject({ type: "subscribe-threads" });
    expect(parseClientFrame('{"type":"unsubscribe","id":"2","target":"1"}')).toMatchObject({ target: "1" });
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ type: "ping" });
  });

  it("refuses with 400 invalid_frame, naming the request when it can", () => {
    expect(refusal("nope")).toMatchObject({ status: 400, code: "invalid_frame", id: undefined });
    expect(refusal("[1]")).toMatchObject({ code: "invalid_frame" });
    expect(refusal('{"type":"launch","id":"1"}').message).toContain("launch");
    expect(refusal('{"type":"run","agentId":"a","input":{}}').message).toContain("'id'");
    expect(refusal('{"type":"run","id":"7","input":{}}')).toMatchObject({ id: "7", message: "'agentId' is required" });
    expect(refusal('{"type":"run","id":"7","agentId":"a","input":[]}')).toMatchObject({ id: "7" });
    expect(refusal('{"type":"connect","id":"7","agentId":"a","threadId":""}').message).toContain("threadId");
    expect(refusal('{"type":"connect","id":"7","agentId":"a","threadId":"t","after":-1}').message).toContain("after");
    expect(refusal('{"type":"connect","id":"7","agentId":"a","threadId":"t","after":"3"}').message).toContain("after");
  });
});
