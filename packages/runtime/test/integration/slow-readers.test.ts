import { createHash } from "node:crypto";
import { request, type IncomingMessage } from "node:http";
import { fileURLToPath } from "node:url";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { afterEach, describe, expect, it } from "vitest";
import { slowReaderDeltas } from "../fixtures/slow-reader-deltas.js";

const childScript = fileURLToPath(new URL("../fixtures/slow-reader-server.ts", import.meta.url));
const MEGABYTES = 20;
const READERS = 20;
/**
 * What the server may keep for 20 stalled readers of a 20 MB run, after a GC: a generous margin over
 * the ~15 MiB measured (it was ~815 MiB when catch-up wrote a whole merged message at once).
 */
const BUDGET_BYTES = 200 * 1024 * 1024;

const children: TsChild[] = [];
const responses: IncomingMessage[] = [];
afterEach(async () => {
  for (const response of responses.splice(0)) response.destroy();
  for (const child of children.splice(0)) await child.kill();
});

/** A connect whose answer is read up to its first bytes, then not at all. */
function stalledReader(port: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ threadId: "big" });
    const outgoing = request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/agent/big/connect", agent: false, headers: { "content-type": "application/json" } },
      (response) => {
        responses.push(response);
        response.once("data", (chunk: Buffer) => {
          response.pause();
          response.unshift(chunk);
          resolve(response);
        });
      },
    );
    outgoing.once("error", reject);
    outgoing.end(body);
  });
}

/** Reads the rest of an answer as it comes: the length and hash of its message text, and its event ids. */
async function readToEnd(response: IncomingMessage): Promise<{ length: number; sha256: string; ids: number[] }> {
  const hash = createHash("sha256");
  const ids: number[] = [];
  let length = 0;
  let carry = "";
  response.setEncoding("utf8");
  for await (const chunk of response) {
    const frames = (carry + (chunk as string)).split("\n\n");
    carry = frames.pop()!;
    for (const frame of frames) {
      const id = /^id: (\d+)$/m.exec(frame);
      if (id) ids.push(Number(id[1]));
      const data = /^data: (.*)$/m.exec(frame);
      if (!data) continue;
      const event = JSON.parse(data[1]!) as { type: string; delta?: string };
      if (event.type !== "TEXT_MESSAGE_CONTENT") continue;
      hash.update(event.delta!);
      length += event.delta!.length;
    }
  }
  return { length, sha256: hash.digest("hex"), ids };
}

describe("slow readers", () => {
  it(`keeps ${READERS} stalled readers of a ${MEGABYTES} MB run within a memory budget, then gives each all of it`, async () => {
    const child = spawnTsChild(childScript, [String(MEGABYTES)]);
    children.push(child);
    const port = Number(await child.line("ready ", 120_000));
    const readers: IncomingMessage[] = [];
    for (let index = 0; index < READERS; index++) readers.push(await stalledReader(port));

    const memory = (await (await fetch(`http://127.0.0.1:${port}/memory`)).json()) as { rss: number; baseline: number };
    const growth = memory.rss - memory.baseline;
    console.log(`[slow readers] ${READERS} stalled readers of a ${MEGABYTES} MB run: RSS +${(growth / 2 ** 20).toFixed(1)} MiB after GC`);
    expect(growth).toBeLessThan(BUDGET_BYTES);

    const text = slowReaderDeltas(MEGABYTES).join("");
    const expected = { length: text.length, sha256: createHash("sha256").update(text).digest("hex") };
    const results = await Promise.all(readers.map(readToEnd));
    for (const { length, sha256, ids } of results) {
      expect({ length, sha256 }).toEqual(expected);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    }
  }, 300_000);
});
