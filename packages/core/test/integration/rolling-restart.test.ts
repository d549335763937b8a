import { fileURLToPath } from "node:url";
import { createServer, request as httpRequest, type Server } from "node:http";
import { EventType, type Message } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime } from "@wingman/runtime/node";
import { numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { parseSseText } from "@wingman/test-support/sse";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { eventually } from "@wingman/test-support/wait";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { CopilotKitCore, immediateScheduler, type ProxiedCopilotRuntimeAgent } from "../../src/index.js";

// A rolling restart: two runtime instances share one Redis behind a tiny proxy playing the load
// balancer; A is a child process (it gets a real SIGTERM), B is served here. A client streams a long run from instance A; A gets SIGTERM and
// the proxy sends new requests to B. A hands its stream off (no terminal event, a retry hint),
// the client reconnects with Last-Event-ID, B follows the run from Redis while A finishes it
// within its grace period, then A exits.
const childScript = fileURLToPath(new URL("../fixtures/serve-redis-instance.ts", import.meta.url));
const BASE = "/api/copilotkit";
const deltas = numberedDeltas(300);

interface Forwarded {
  readonly target: string;
  readonly path: string;
  readonly lastEventId: string | undefined;
  body: string;
}

/** A reverse proxy to `target` (switchable), recording each request and the event stream it relayed. */
class SwitchingProxy {
  target: URL;
  readonly forwarded: Forwarded[] = [];
  readonly #server: Server;

  constructor(target: string) {
    this.target = new URL(target);
    this.#server = createServer((req, res) => {
      const target = this.target;
      const record: Forwarded = { target: target.host, path: req.url ?? "/", lastEventId: req.headers["last-event-id"] as string | undefined, body: "" };
      this.forwarded.push(record);
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on("data", (chunk: Buffer) => void (record.body += chunk.toString()));
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      res.on("close", () => upstream.destroy());
      req.pipe(upstream);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.#server.address() as { port: number }).port}`;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startChildInstance(keyPrefix: string): Promise<{ child: TsChild; url: string }> {
  const child = spawnTsChild(childScript, [keyPrefix, "60000"]);
  cleanups.push(() => child.kill());
  // Starting a TypeScript child takes long on a busy machine.
  return { child, url: await child.line("url ", 90_000) };
}

/** The same instance as the child's, in this process. */
async function startInstance(keyPrefix: string): Promise<{ url: string }> {
  const runner = new RedisAgentRunner({ url: "redis://127.0.0.1:6379", keyPrefix });
  const agent = new ScriptedAgent({ agentId: "default", delayMs: 10, script: (input) => textRunEvents({ ...input, deltas }) });
  const served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: { default: agent }, runner }), basePath: BASE, handleSignals: false });
  cleanups.push(async () => {
    await served.close();
    await runner.close();
  });
  return served;
}

const text = (message: Message | undefined): string => (typeof message?.content === "string" ? message.content : "");

describe("rolling restart behind a load balancer", () => {
  it("a client streaming from instance A through SIGTERM ends with the whole run from B, nothing lost or doubled", async () => {
    const keyPrefix = `wingman-test-rolling-${crypto.randomUUID()}:`;
    cleanups.push(async () => {
      const client = new Redis("redis://127.0.0.1:6379");
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    });
    const [a, b] = await Promise.all([startChildInstance(keyPrefix), startInstance(keyPrefix)]);
    const proxy = new SwitchingProxy(a.url);
    const proxyUrl = await proxy.listen();
    cleanups.push(() => proxy.close());

    const core = new CopilotKitCore({ runtimeUrl: `${proxyUrl}${BASE}`, scheduler: immediateScheduler });
    cleanups.push(async () => core.dispose());
    await core.connect();
    const agent = core.getAgent("default") as ProxiedCopilotRuntimeAgent;
    agent.threadId = `rolling-${crypto.randomUUID()}`;
    let contentEvents = 0;
    agent.subscribe({ onTextMessageContentEvent: () => void contentEvents++ });
    agent.addMessage({ id: crypto.randomUUID(), role: "user", content: "count" });
    const run = core.runAgent({ agent });
    await eventually(() => contentEvents >= 20, 15_000);
    expect(contentEvents).toBeLessThan(deltas.length);

    const exited = new Promise<NodeJS.Signals | null>((resolve) => a.child.process.once("exit", (_, signal) => resolve(signal)));
    a.child.process.kill("SIGTERM");
    // The load balancer takes A out: every request from now on goes to B.
    proxy.target = new URL(b.url);
    await run;

    expect(text(agent.messages.at(-1))).toBe(deltas.join(""));
    expect(contentEvents).toBe(deltas.length);
    // The client resumed on B from the last id A had sent it.
    const streams = proxy.forwarded.filter(({ path }) => path.endsWith("/run") || path.endsWith("/connect"));
    const fromA = streams.filter(({ target, path }) => target === new URL(a.url).host && path.endsWith("/run"));
    const resumed = streams.filter(({ target, lastEventId }) => target === new URL(b.url).host && lastEventId !== undefined);
    expect(fromA).toHaveLength(1);
    expect(fromA[0]!.body).toContain("retry: ");
    expect(resumed.length).toBeGreaterThanOrEqual(1);
    const idsFromA = parseSseText(fromA[0]!.body).map(({ id }) => id!);
    expect(resumed[0]!.lastEventId).toBe(String(idsFromA.at(-1)));
    // Every event of the run went to the client once, in order: ids 1..n, the last one RUN_FINISHED.
    const relayed = [fromA[0]!, ...resumed].flatMap(({ body }) => parseSseText(body));
    const ids = relayed.map(({ id }) => id!);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, index) => ids[0]! + index));
    expect(relayed.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

    // A finished its run within the grace period, then exited on the signal.
    expect(await exited).toBe("SIGTERM");
  }, 180_000);
});
