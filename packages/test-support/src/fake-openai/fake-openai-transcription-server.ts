import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake provider received, parsed from its real multipart body. */
export interface ReceivedTranscription {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Uint8Array };
}

/** What the fake answers next: a status and a JSON body, as OpenAI would. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A local server speaking OpenAI's `POST /v1/audio/transcriptions` wire format (multipart in, JSON out), so
 * the AI SDK's OpenAI provider makes its real request against it.
 */
export interface FakeOpenAITranscriptionServer {
  readonly baseURL: string;
  readonly received: ReceivedTranscription[];
  answerNext(answer: FakeAnswer): void;
  close(): Promise<void>;
}

export const verboseJson = (text: string) => ({
  task: "transcribe",
  language: "english",
  duration: 1.5,
  text,
  segments: [{ id: 0, seek: 0, start: 0, end: 1.5, text, tokens: [1, 2], temperature: 0, avg_logprob: -0.2, compression_ratio: 1, no_speech_prob: 0.01 }],
});

export const openAIError = (message: string, type: string, code: string | null = null) => ({
  error: { message, type, param: null, code },
});

export async function startFakeOpenAITranscriptionServer(): Promise<FakeOpenAITranscriptionServer> {
  const received: ReceivedTranscription[] = [];
  const answers: FakeAnswer[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") return reply(404, openAIError("Not found", "invalid_request_error"));
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body: Buffer.concat(chunks),
    }).formData();
    const fields: Record<string, string> = {};
    let file: ReceivedTranscription["file"] | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") fields[name] = value;
      else file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
    if (!file || !fields.model) return reply(400, openAIError("Missing file or model", "invalid_request_error"));
    received.push({ path: req.url, authorization: req.headers.authorization, fields, file });
    const answer = answers.shift() ?? { status: 200, body: verboseJson("default transcript") };
    reply(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    answerNext: (answer) => void answers.push(answer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
