import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP proxy to PostgreSQL whose link can be cut and restored: an outage for one runner only. */
export interface CuttableProxy {
  readonly port: number;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort = 5432): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as { port: number }).port));
    });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server === undefined) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const port = await listen(0);
  return { port, cut: stop, restore: async () => void (await listen(port)), close: stop };
}
