import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { propagation, type Context, type TextMapGetter, type TextMapPropagator } from "@opentelemetry/api";
import { countGlobalHeaders } from "@wingman/test-support/globals";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeRequest } from "../adapters/node/node-request.js";
import { RuntimeTelemetry } from "./runtime-telemetry.js";
import { traceRequest } from "./trace-request.js";

/** A propagator that reads one header, named in mixed case as a third-party propagator may name it. */
function readingPropagator(read: (value: string | undefined) => void): TextMapPropagator {
  return {
    inject: () => undefined,
    extract: (context: Context, carrier: unknown, getter: TextMapGetter) => {
      const value = getter.get(carrier, "TraceParent");
      read(typeof value === "string" ? value : value?.[0]);
      return context;
    },
    fields: () => ["traceparent"],
  };
}

let server: Server | undefined;

/** Serves one request from a real socket, handing `traceRequest` the Node adapter's light request. */
async function traceOneNodeRequest(headers: Record<string, string>): Promise<void> {
  const telemetry = new RuntimeTelemetry();
  const handled = new Promise<void>((resolve, reject) => {
    server = createServer((req, res) => {
      const request = createNodeRequest(req, res);
      traceRequest(telemetry, request, async () => new Response("ok"))
        .then((response) => response.text())
        .then((body) => res.end(body), reject)
        .finally(resolve);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server!.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/run`, { method: "POST", headers, body: "{}" });
  await response.text();
  await handled;
}

afterEach(async () => {
  propagation.disable();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe("traceRequest", () => {
  it("builds no Headers for a Node request when no propagator is installed", async () => {
    const counter = countGlobalHeaders();
    try {
      await traceOneNodeRequest({ traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" });
    } finally {
      counter.restore();
    }
    expect(counter.built()).toBe(0);
  });

  it("hands an installed propagator the request's headers, in any case, still without building Headers", async () => {
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const read: Array<string | undefined> = [];
    propagation.setGlobalPropagator(readingPropagator((value) => read.push(value)));
    const counter = countGlobalHeaders();
    try {
      await traceOneNodeRequest({ traceparent });
    } finally {
      counter.restore();
    }
    expect(read).toEqual([traceparent]);
    expect(counter.built()).toBe(0);
  });

  it("reads the headers of a standard Request too", async () => {
    const read: Array<string | undefined> = [];
    propagation.setGlobalPropagator(readingPropagator((value) => read.push(value)));
    const request = new Request("http://localhost/run", { headers: { traceparent: "00-abc" } });
    await traceRequest(new RuntimeTelemetry(), request, async () => new Response(null));
    expect(read).toEqual(["00-abc"]);
  });
});
