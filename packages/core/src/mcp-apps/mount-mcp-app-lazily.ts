import type { McpAppFrameOptions } from "./mcp-app-frame.js";

/**
 * `mountMcpApp` with its frame code loaded on first use (a separate chunk for app bundlers: most
 * chats never show an MCP App). Returns the unmount function at once; unmounting before the code
 * arrived mounts nothing. A failed load reaches `options.onError`.
 */
export function mountMcpAppLazily(container: HTMLElement, options: McpAppFrameOptions): () => void {
  let unmount: (() => void) | undefined;
  let unmounted = false;
  import("./mcp-app-frame.js").then(
    ({ mountMcpApp }) => {
      if (!unmounted) unmount = mountMcpApp(container, options);
    },
    (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error))),
  );
  return () => {
    unmounted = true;
    unmount?.();
  };
}
