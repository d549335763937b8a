import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { silentWav } from "./silent-wav.js";

/** The audio the fake endpoint answers: {@link silentWav} of this length. */
export const FAKE_TTS_AUDIO_MS = 250;

/** A local text-to-speech endpoint for read-aloud tests: it records each request and answers a silent WAV ({@link FAKE_TTS_AUDIO_MS} long). */
export interface FakeTtsEndpoint {
  /** `http://127.0.0.1:<port>/tts` */
  readonly url: string;
  /** Each request as `"<method> <content-type> <body>"`, in order. */
  readonly received: readonly string[];
  close(): Promise<void>;
}

/**
 * Starts a {@link FakeTtsEndpoint} on 127.0.0.1 (port chosen by the OS), open to any origin. With
 * `hold`, each answer waits for the promise it returns (a gate the test opens), so the test sees
 * the page while the request is pending.
 *
 * @example
 * const tts = await startFakeTtsEndpoint();
 * // readAloud: { endpoint: tts.url } … then expect(tts.received).toEqual([...])
 */
export async function startFakeTtsEndpoint(options: { hold?: () => Promise<void> } = {}): Promise<FakeTtsEndpoint> {
  const audio = silentWav(FAKE_TTS_AUDIO_MS);
  const received: string[] = [];
  const server = createServer((request, response) => {
    // A browser's CORS preflight (the JSON POST needs one): allowed, and not a request to record.
    if (request.method === "OPTIONS") {
      response.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" }).end();
      return;
    }
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", async () => {
      received.push(`${request.method} ${request.headers["content-type"]} ${body}`);
      await options.hold?.();
      response.writeHead(200, { "content-type": "audio/wav", "access-control-allow-origin": "*" }).end(audio);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tts`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export { fakeAudioPlayback, type FakeAudioPlayback } from "./fake-audio-playback.js";
export { silentWav } from "./silent-wav.js";
