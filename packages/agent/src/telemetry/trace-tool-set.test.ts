import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import type { ToolSet } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { traceToolSet } from "./trace-tool-set.js";

const attributes = { threadId: "t1", runId: "r1" };

describe("traceToolSet", () => {
  afterEach(() => trace.disable());

  it("without a tracer provider, hands the tools' own execute functions on unwrapped", () => {
    const execute = async (input: unknown) => input;
    const tools = { echo: { description: "echo", inputSchema: {}, execute } } as unknown as ToolSet;
    const traced = traceToolSet(tools, attributes, false);
    expect(traced.echo!.execute).toBe(execute);
  });

  it("with a tracer provider, runs each execute inside a wingman.tool.call span", async () => {
    const spans = new InMemorySpanExporter();
    trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }));
    const execute = async (input: unknown) => ({ echoed: input });
    const tools = { echo: { description: "echo", inputSchema: {}, execute } } as unknown as ToolSet;
    const traced = traceToolSet(tools, attributes, false);
    expect(traced.echo!.execute).not.toBe(execute);
    await expect(traced.echo!.execute!({ a: 1 }, { toolCallId: "c1", messages: [] })).resolves.toEqual({ echoed: { a: 1 } });
    expect(spans.getFinishedSpans().map((span) => [span.name, span.attributes["wingman.tool.call.id"]])).toEqual([["wingman.tool.call", "c1"]]);
  });
});
