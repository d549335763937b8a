import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { defaultRedisOptions } from "./default-redis-options.js";
import { tolerateEventLoopStalls } from "./tolerate-event-loop-stalls.js";

const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const timeoutMs = 100;
const clients: Redis[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function connected(tolerant: boolean): Promise<Redis> {
  const client = new Redis(url, defaultRedisOptions(timeoutMs));
  clients.push(client);
  if (tolerant) tolerateEventLoopStalls(client);
  // No offline queue: commands wait for the connection.
  await new Promise((resolve) => client.once("ready", resolve));
  return client;
}

/** Sends a command, then keeps the event loop busy past the command timeout while Redis answers. */
async function commandAcrossAStall(client: Redis): Promise<string> {
  const reply = client.echo("answered").then(
    (value) => value,
    (error: Error) => `failed: ${error.message}`,
  );
  // Auto-pipelining writes the command in a setImmediate: this one runs after it, before any reply is read.
  await new Promise((resolve) => setImmediate(resolve));
  const until = performance.now() + 3 * timeoutMs;
  while (performance.now() < until) {
    // Busy: no timer, no socket read, as in a CPU-starved process.
  }
  return reply;
}

describe("tolerateEventLoopStalls", () => {
  it("takes a reply that arrived while the event loop was busy past the command timeout", async () => {
    expect(await commandAcrossAStall(await connected(true))).toBe("answered");
  });

  it("(ioredis alone fails that command: the case it guards against)", async () => {
    expect(await commandAcrossAStall(await connected(false))).toBe("failed: Command timed out");
  });

  it("leaves a client without a command timeout as it is", () => {
    const client = new Redis(url, { lazyConnect: true });
    clients.push(client);
    const send = client.sendCommand;
    tolerateEventLoopStalls(client);
    expect(client.sendCommand).toBe(send);
  });
});
