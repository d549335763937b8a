import { EventType } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { BuiltInAgent, WingmanAgentError, applyOverrides, resolveModel } from "../src/index.js";
import { collect, finish, runInput, scriptedModel, textParts, types } from "./helpers.js";

describe("resolveModel", () => {
  it("maps provider prefixes to AI SDK providers", () => {
    const env = {};
    expect(resolveModel("openai/gpt-4o", { apiKey: "k", env })).toMatchObject({ provider: "openai.responses", modelId: "gpt-4o" });
    expect(resolveModel("anthropic:claude-sonnet-4", { apiKey: "k", env })).toMatchObject({ provider: "anthropic.messages", modelId: "claude-sonnet-4" });
    expect(resolveModel("google/gemini-2.5-flash", { apiKey: "k", env })).toMatchObject({ provider: "google.generative-ai", modelId: "gemini-2.5-flash" });
    expect(resolveModel("openai-compatible/llama3.2", { baseURL: "http://127.0.0.1:11434/v1", env })).toMatchObject({
      provider: "openai-compatible.chat",
      modelId: "llama3.2",
    });
    // model ids may contain slashes and colons
    expect(resolveModel("openai-compatible/org/model:latest", { env: { OPENAI_COMPATIBLE_BASE_URL: "http://x/v1" } }).modelId).toBe("org/model:latest");
  });

  it("throws typed errors for unknown providers, malformed strings and a missing base URL", () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return WingmanAgentError.isInstance(error) ? error.code : "other";
      }
      return "none";
    };
    expect(code(() => resolveModel("mistery/model"))).toBe("unknown_provider");
    expect(code(() => resolveModel("gpt-4o"))).toBe("invalid_model");
    expect(code(() => resolveModel("openai-compatible/llama", { env: {} }))).toBe("invalid_model");
  });
});

describe("BuiltInAgent model errors", () => {
  it("ends an unknown provider in RUN_ERROR and stays usable", async () => {
    const agent = new BuiltInAgent({ model: "mistery/model" });
    const events = await collect(agent.run(runInput()));
    expect(types(events)).toEqual([EventType.RUN_STARTED, EventType.RUN_ERROR]);
    expect(events[1]).toMatchObject({ code: "unknown_provider", message: expect.stringContaining("mistery") });
    const again = await collect(agent.run(runInput({ runId: "run-2" })));
    expect(types(again)).toEqual([EventType.RUN_STARTED, EventType.RUN_ERROR]);
  });

  it("ends a model failure in RUN_ERROR after closing what was open", async () => {
    const model = scriptedModel([...textParts("0", "half").slice(0, 2), { type: "error", error: new Error("rate limited") }, ...textParts("1", "more"), finish()]);
    const events = await collect(new BuiltInAgent({ model, maxRetries: 0 }).run(runInput()));
    expect(types(events)).toEqual([EventType.RUN_STARTED, EventType.TEXT_MESSAGE_START, EventType.TEXT_MESSAGE_CONTENT, EventType.TEXT_MESSAGE_END, EventType.RUN_ERROR]);
    expect(events.at(-1)).toMatchObject({ message: "rate limited", code: "model_error" });
  });

  it("ends a throwing doStream in RUN_ERROR", async () => {
    const { MockLanguageModelV3 } = await import("ai/test");
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error("connection refused");
      },
    });
    const events = await collect(new BuiltInAgent({ model, maxRetries: 0 }).run(runInput()));
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_ERROR, message: "connection refused" });
  });
});

describe("forwardedProps overrides", () => {
  const base = { model: "openai/gpt-4o", temperature: 0.5 } as const;

  it("ignores everything unless allowlisted", () => {
    expect(applyOverrides(base, { temperature: 0.1, model: "openai/o3" })).toEqual({ model: "openai/gpt-4o", temperature: 0.5 });
  });

  it("applies allowlisted, well-typed values only, and a model only from allowedModels", () => {
    const options = {
      ...base,
      overridableProperties: ["temperature", "topP", "model", "stopSequences", "toolChoice"] as const,
      allowedModels: ["openai/gpt-4o-mini"],
    };
    const settings = (props: unknown) => applyOverrides({ ...options, overridableProperties: [...options.overridableProperties] }, props);
    expect(settings({ temperature: 0.1, topP: "0.3", maxOutputTokens: 5 })).toEqual({ model: "openai/gpt-4o", temperature: 0.1 });
    expect(settings({ model: "openai/o3" }).model).toBe("openai/gpt-4o");
    expect(settings({ model: "openai/gpt-4o-mini" }).model).toBe("openai/gpt-4o-mini");
    expect(settings({ stopSequences: ["x", 1] }).stopSequences).toBeUndefined();
    expect(settings({ toolChoice: { type: "tool", toolName: "a" } }).toolChoice).toEqual({ type: "tool", toolName: "a" });
    expect(settings({ toolChoice: "sometimes" }).toolChoice).toBeUndefined();
    // the OpenAI shape CopilotKit's core (and ours) sends with suggestion requests
    expect(settings({ toolChoice: { type: "function", function: { name: "copilotkitSuggest" } } }).toolChoice).toEqual({
      type: "tool",
      toolName: "copilotkitSuggest",
    });
    expect(settings({ toolChoice: { type: "function", function: {} } }).toolChoice).toBeUndefined();
    expect(settings(null)).toEqual({ model: "openai/gpt-4o", temperature: 0.5 });
  });

  it("take CopilotKit's prompt and maxRetries overrides when allowlisted (the prompt reaches the system option)", async () => {
    const options = { model: "openai/gpt-4o", prompt: "Be brief.", maxRetries: 1, overridableProperties: ["prompt", "maxRetries"] as ["prompt", "maxRetries"] };
    expect(applyOverrides(options, { prompt: "Answer in French.", maxRetries: 0 })).toMatchObject({ prompt: "Answer in French.", maxRetries: 0 });
    expect(applyOverrides(options, { prompt: 3, maxRetries: -1 })).toMatchObject({ prompt: "Be brief.", maxRetries: 1 });
    expect(applyOverrides({ ...options, overridableProperties: [] }, { prompt: "Answer in French." }).prompt).toBe("Be brief.");

    const model = scriptedModel([finish()], [finish()]);
    const agent = new BuiltInAgent({ model, prompt: "Be brief.", overridableProperties: ["prompt"] });
    await collect(agent.run(runInput({ forwardedProps: { prompt: "Answer in French." } })));
    const prompt = model.doStreamCalls[0]!.prompt;
    expect(prompt[0]).toMatchObject({ role: "system", content: expect.stringContaining("Answer in French.") });
    expect(JSON.stringify(prompt)).not.toContain("Be brief.");
  });

  it("a suggestion request's toolChoice (OpenAI shape) reaches the model as the AI SDK's tool choice", async () => {
    const model = scriptedModel([finish()]);
    const agent = new BuiltInAgent({ model, overridableProperties: ["toolChoice"] });
    const tools = [{ name: "copilotkitSuggest", description: "Suggest", parameters: { type: "object", properties: {} } }];
    await collect(agent.run(runInput({ tools, forwardedProps: { toolChoice: { type: "function", function: { name: "copilotkitSuggest" } } } })));
    expect(model.doStreamCalls[0]!.toolChoice).toEqual({ type: "tool", toolName: "copilotkitSuggest" });
  });

  it("reach streamText in a run", async () => {
    const model = scriptedModel([finish()], [finish()]);
    const agent = new BuiltInAgent({ model, temperature: 0.5, overridableProperties: ["temperature"] });
    await collect(agent.run(runInput({ forwardedProps: { temperature: 0.1, topK: 3 } })));
    expect(model.doStreamCalls[0]).toMatchObject({ temperature: 0.1 });
    expect(model.doStreamCalls[0]!.topK).toBeUndefined();
  });
});
