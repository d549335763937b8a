import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A local text-to-speech endpoint for read-aloud tests: it records each request and answers a silent WAV. */
export interface FakeTtsEndpoint {
  /** `http://127.0.0.1:<port>/tts` */
  readonly url: string;
  /** Each request as `"<method> <content-type> <body>"`, in order. */
  readonly received: readonly string[];
  close(): Promise<void>;
}

/**
 * Starts a {@link FakeTtsEndpoint} on 127.0.0.1 (port chosen by the OS), open to any origin.
 *
 * @example
 * const tts = await startFakeTtsEndpoint();
 * // readAloud: { endpoint: tts.url } … then expect(tts.received).toEqual([...])
 */
export async function startFakeTtsEndpoint(): Promise<FakeTtsEndpoint> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(`${request.method} ${request.headers["content-type"]} ${body}`);
      response.writeHead(200, { "content-type": "audio/wav", "access-control-allow-origin": "*" }).end(Buffer.alloc(44));
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
