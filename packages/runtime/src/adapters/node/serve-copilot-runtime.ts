import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { attachCopilotRealtime, type CopilotRealtimeServer } from "./attach-copilot-realtime.js";
import { createCopilotNodeListener } from "./create-copilot-node-listener.js";

/** Options of {@link serveCopilotRuntime}: the handler's, plus where to listen. */
export interface ServeCopilotRuntimeOptions extends CopilotRuntimeHandlerOptions {
  /** 0 picks a free port. @default 0 */
  readonly port?: number;
  /** Listen on all interfaces with `"0.0.0.0"` or `"::"`. @default "127.0.0.1" */
  readonly host?: string;
}

/** A running server. */
export interface ServedCopilotRuntime {
  /** The runtime's URL, base path included, e.g. `http://127.0.0.1:3000/api/copilotkit`. */
  readonly url: string;
  readonly port: number;
  /** The realtime endpoint, when the runtime has `realtime` set. */
  readonly realtime: CopilotRealtimeServer | undefined;
  /** Stops accepting requests and ends open connections (event streams and sockets included). */
  close(): Promise<void>;
}

/**
 * Serves a runtime on a port in one call.
 *
 * @example
 * const { url, close } = await serveCopilotRuntime({ runtime, port: 3000, basePath: "/api/copilotkit" });
 */
export function serveCopilotRuntime(options: ServeCopilotRuntimeOptions): Promise<ServedCopilotRuntime> {
  const { port = 0, host = "127.0.0.1", ...handlerOptions } = options;
  const server = createServer(createCopilotNodeListener(handlerOptions));
  const { runtime, basePath } = handlerOptions;
  const realtime = runtime.realtime ? attachCopilotRealtime(server, { runtime, ...(basePath !== undefined && { basePath }) }) : undefined;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
      const basePath = (handlerOptions.basePath ?? "").replace(/\/+$/, "");
      resolve({
        url: `http://${hostname}:${address.port}${basePath}`,
        port: address.port,
        realtime,
        close: async () => {
          await realtime?.close();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
