import { connect, createServer, type Server, type Socket } from "node:net";
import { eventually } from "@wingman/test-support/wait";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { RedisKeys } from "../../src/redis-keys.js";
import { redisUrl, uniquePrefix } from "../support/redis-prefix.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A TCP relay to the real Redis that can be cut, and that can drop a connection the moment it
 * sends SUBSCRIBE: the subscriber connection is lost again just as it resubscribes after an outage.
 */
class TrappingRedisRelay {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;
  /** Connections dropped on SUBSCRIBE so far. */
  trapped = 0;
  /** How many more SUBSCRIBE-sending connections to drop. */
  trapsLeft = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(6379, "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.on("data", (chunk: Buffer) => {
        if (this.trapsLeft > 0 && /subscribe/i.test(chunk.toString("latin1"))) {
          this.trapsLeft -= 1;
          this.trapped += 1;
          client.destroy();
          return;
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as { port: number }).port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe("the subscriber connection after an outage", () => {
  it("a connection lost again while it resubscribes rejects nothing unhandled, and the subscription comes back", async () => {
    // ioredis' own resubscription on reconnect sends SUBSCRIBE without a rejection handler
    // (redis/ioredis#2187): losing the connection at that moment was an unhandled rejection,
    // which ends a Node process. The runner's channel hub resubscribes itself, with a handler.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    cleanups.push(async () => void process.off("unhandledRejection", onUnhandled));
    const silenced = [console.error, console.info] as const;
    console.error = () => undefined;
    console.info = () => undefined;
    cleanups.push(async () => void ([console.error, console.info] = silenced));

    const relay = new TrappingRedisRelay();
    await relay.open();
    cleanups.push(() => relay.cut());
    const keyPrefix = uniquePrefix("resubscribe");
    const runner = new RedisAgentRunner({ url: `redis://127.0.0.1:${relay.port}`, keyPrefix });
    cleanups.push(() => runner.close());
    const observer = new Redis(redisUrl);
    cleanups.push(async () => void (await observer.quit()));
    const stopChannel = new RedisKeys(keyPrefix).stopChannel;
    const subscribers = async (): Promise<number> => {
      const [, count] = (await observer.pubsub("NUMSUB", stopChannel)) as [string, number];
      return count;
    };

    await eventually(async () => (await subscribers()) === 1);
    await relay.cut();
    await eventually(async () => (await subscribers()) === 0);
    relay.trapsLeft = 1;
    await relay.open();

    await eventually(async () => relay.trapped === 1 && (await subscribers()) === 1, 15_000);
    // An unhandled rejection is reported on the next turns of the event loop: give it those.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled.map((reason) => (reason instanceof Error ? reason.message : String(reason)))).toEqual([]);
  });
});
