import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay to the real Redis that a test can cut (every connection dropped, the port closed) and
 * restore on the same port: Redis becomes unreachable for the runner and comes back. `trapsLeft`
 * makes it also drop that many connections the moment they send SUBSCRIBE (lost again as they resubscribe).
 */
export class CuttableRedisRelay {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;
  /** How many more SUBSCRIBE-sending connections to drop. */
  trapsLeft = 0;
  /** Connections dropped on SUBSCRIBE so far. */
  trapped = 0;

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
