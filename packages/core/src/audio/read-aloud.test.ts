import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canReadAloud, readAloud } from "./read-aloud.js";

let server: Server;
let base: string;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(body);
      if (request.url === "/broken") response.writeHead(502).end("down");
      else response.writeHead(200, { "content-type": "audio/mpeg" }).end(Buffer.from("ID3-audio"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("readAloud", () => {
  it("posts the text to the endpoint and plays the audio it answers", async () => {
    const played: string[] = [];
    const reading = readAloud("Hello there", { endpoint: `${base}/tts`, headers: { "x-app": "1" } }, { playAudio: async (audio) => void played.push(await audio.text()) });
    await reading.done;
    expect(received.at(-1)).toBe('{"text":"Hello there"}');
    expect(played).toEqual(["ID3-audio"]);
  });

  it("rejects with the status when the endpoint fails", async () => {
    await expect(readAloud("x", { endpoint: `${base}/broken` }, { playAudio: async () => {} }).done).rejects.toThrow("answered 502");
  });

  it("without speechSynthesis or an endpoint it rejects and canReadAloud says so", async () => {
    expect(canReadAloud()).toBe(false);
    expect(canReadAloud({ endpoint: "/tts" })).toBe(true);
    await expect(readAloud("x").done).rejects.toThrow("needs speechSynthesis or a text-to-speech endpoint");
  });

  it("speaks through speechSynthesis, and a second reading stops the first", async () => {
    const events: string[] = [];
    const utterances: SpeechSynthesisUtterance[] = [];
    const synthesis = {
      speak: (utterance: SpeechSynthesisUtterance) => {
        events.push(`speak:${utterance.text}`);
        utterances.push(utterance);
      },
      cancel: () => events.push("cancel"),
    };
    const createUtterance = (text: string) => ({ text }) as SpeechSynthesisUtterance;
    const first = readAloud("one", { lang: "nb-NO" }, { speechSynthesis: synthesis, createUtterance });
    const second = readAloud("two", {}, { speechSynthesis: synthesis, createUtterance });
    await first.done; // stopped by the second
    expect(utterances[0]!.lang).toBe("nb-NO");
    utterances[1]!.onend?.({} as SpeechSynthesisEvent);
    await second.done;
    expect(events).toEqual(["cancel", "speak:one", "cancel", "cancel", "speak:two"]);
  });
});
