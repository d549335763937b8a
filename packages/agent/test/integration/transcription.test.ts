import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuiltInAgent, createDemoModel, OpenAITranscriptionService, transcriptionServiceFromEnv } from "../../src/index.js";
import {
  openAIError,
  startFakeOpenAITranscriptionServer,
  verboseJson,
  type FakeOpenAITranscriptionServer,
} from "@wingman/test-support/fake-openai";

let provider: FakeOpenAITranscriptionServer;
let served: ServedCopilotRuntime;
let fromEnv: ServedCopilotRuntime;
let unconfigured: ServedCopilotRuntime;

const agents = () => ({ default: new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 0 }) }) });

beforeAll(async () => {
  provider = await startFakeOpenAITranscriptionServer();
  const transcriptionService = new OpenAITranscriptionService({ apiKey: "sk-test-key", baseURL: provider.baseURL, language: "en", maxRetries: 0 });
  served = await serveCopilotRuntime({
    runtime: new CopilotRuntime({ agents: agents(), transcriptionService, limits: { maxAudioBytes: 1024 } }),
    basePath: "/api/copilotkit",
  });
  const env = { OPENAI_API_KEY: "sk-env-key", OPENAI_BASE_URL: provider.baseURL, WINGMAN_TRANSCRIPTION_MODEL: "gpt-4o-mini-transcribe" };
  fromEnv = await serveCopilotRuntime({
    runtime: new CopilotRuntime({ agents: agents(), transcriptionService: transcriptionServiceFromEnv(env).service }),
    basePath: "/api/copilotkit",
  });
  unconfigured = await serveCopilotRuntime({
    runtime: new CopilotRuntime({ agents: agents(), transcriptionService: transcriptionServiceFromEnv({}).service }),
    basePath: "/api/copilotkit",
  });
});
afterAll(async () => {
  await Promise.all([served?.close(), fromEnv?.close(), unconfigured?.close()]);
  await provider?.close();
});

const recording = (bytes: Uint8Array<ArrayBuffer>, type = "audio/webm;codecs=opus") => {
  const form = new FormData();
  form.set("audio", new File([bytes], "recording.webm", { type }));
  return form;
};
const transcribe = (server: ServedCopilotRuntime, form: FormData) => fetch(`${server.url}/transcribe`, { method: "POST", body: form });
const audioBytes = (length: number) => new Uint8Array(length).map((_, index) => (index * 37) % 256);

describe("OpenAITranscriptionService behind the runtime's /transcribe, against a local OpenAI-compatible server", () => {
  it("sends the provider its real multipart request and answers the transcript", async () => {
    const bytes = audioBytes(300);
    provider.answerNext({ status: 200, body: verboseJson("add milk to the list") });
    const before = provider.received.length;
    const response = await transcribe(served, recording(bytes));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: "add milk to the list", size: 300, type: "audio/webm;codecs=opus" });
    const request = provider.received[before]!;
    expect(request.path).toBe("/v1/audio/transcriptions");
    expect(request.authorization).toBe("Bearer sk-test-key");
    expect(request.fields).toMatchObject({ model: "whisper-1", language: "en", response_format: "verbose_json" });
    expect(request.file.name).toBe("audio.webm");
    expect(request.file.type).toBe("audio/webm");
    expect(Array.from(request.file.bytes)).toEqual(Array.from(bytes));
  });

  it("is configured from the environment: key, base URL and model", async () => {
    const info = await (await fetch(`${fromEnv.url}/info`)).json();
    expect(info.audioFileTranscriptionEnabled).toBe(true);
    provider.answerNext({ status: 200, body: { text: "hello from env" } });
    const before = provider.received.length;
    const response = await transcribe(fromEnv, recording(audioBytes(10), "audio/wav"));
    expect(await response.json()).toMatchObject({ text: "hello from env" });
    expect(provider.received[before]).toMatchObject({
      authorization: "Bearer sk-env-key",
      fields: { model: "gpt-4o-mini-transcribe", response_format: "json" },
      file: { name: "audio.wav" },
    });
  });

  it("without a key there is no service, /info says so and /transcribe answers 503", async () => {
    expect(transcriptionServiceFromEnv({ OPENAI_BASE_URL: provider.baseURL })).toEqual({ reason: expect.stringContaining("OPENAI_API_KEY") });
    const info = await (await fetch(`${unconfigured.url}/info`)).json();
    expect(info.audioFileTranscriptionEnabled).toBe(false);
    const response = await transcribe(unconfigured, recording(audioBytes(10)));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "service_not_configured", retryable: false });
  });

  it.each([
    { status: 401, body: openAIError("Incorrect API key provided: sk-test-key.", "invalid_request_error", "invalid_api_key"), expected: 401, error: "auth_failed" },
    { status: 429, body: openAIError("Rate limit reached for whisper-1.", "requests", "rate_limit_exceeded"), expected: 429, error: "rate_limited" },
    { status: 400, body: openAIError("Audio file is too long. Maximum duration is 1500 seconds.", "invalid_request_error"), expected: 400, error: "audio_too_long" },
    { status: 500, body: openAIError("The server had an error while processing your request.", "server_error"), expected: 500, error: "provider_error" },
    { status: 503, body: openAIError("The engine is currently overloaded.", "server_error"), expected: 500, error: "provider_error" },
  ])("a provider $status becomes $expected $error JSON", async ({ status, body, expected, error }) => {
    provider.answerNext({ status, body });
    const before = provider.received.length;
    const response = await transcribe(served, recording(audioBytes(20)));
    expect(provider.received.length).toBe(before + 1);
    expect(response.status).toBe(expected);
    const answer = await response.json();
    expect(answer).toMatchObject({ error });
    expect(JSON.stringify(answer)).not.toContain("sk-test-key");
  });

  it("refuses oversize audio with 413 before calling the provider", async () => {
    const before = provider.received.length;
    const response = await transcribe(served, recording(audioBytes(4096)));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(provider.received.length).toBe(before);
  });

  it("a provider that cannot be reached is a 500 provider_error, not a crash", async () => {
    const closed = await startFakeOpenAITranscriptionServer();
    await closed.close();
    const service = new OpenAITranscriptionService({ apiKey: "sk-x", baseURL: closed.baseURL, maxRetries: 0 });
    const runtime = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents(), transcriptionService: service }), basePath: "/api/copilotkit" });
    try {
      const response = await transcribe(runtime, recording(audioBytes(5)));
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: "provider_error", retryable: true });
    } finally {
      await runtime.close();
    }
  });
});
