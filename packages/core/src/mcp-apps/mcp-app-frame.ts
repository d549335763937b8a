import type { AbstractAgent } from "@ag-ui/client";
import { safeUrl } from "../url/safe-url.js";
import type { MCPAppsActivityContent } from "./mcp-apps-activity.js";
import { sendProxiedMcpRequest } from "./proxied-mcp-request.js";

/** The MCP Apps protocol version this host speaks (the `ui/initialize` answer). */
export const MCP_APPS_PROTOCOL_VERSION = "2025-06-18";

/** A UI resource as `resources/read` returns it. */
interface UiResource {
  uri?: string;
  mimeType?: string;
  text?: string;
  blob?: string;
  _meta?: { ui?: { csp?: { resourceDomains?: string[]; connectDomains?: string[] }; prefersBorder?: boolean } };
}

interface JsonRpcMessage {
  jsonrpc: "2.0";
  id?: string | number;
  method?: string;
  params?: Record<string, unknown>;
}

/** What `mountMcpApp` shows (an `mcp-apps` activity's content), the agent it talks through, and its callbacks. */
export interface McpAppFrameOptions {
  content: MCPAppsActivityContent;
  agent: AbstractAgent;
  /** A `ui/message` from the app: the text it asks to send as the user (default: added to the agent's messages). */
  onMessage?: (text: string) => void;
  /** Loading or protocol failures (the frame shows nothing then). */
  onError?: (error: Error) => void;
}

/**
 * Shows an MCP App in `container`: reads its `ui://` resource through the agent, renders it in an
 * iframe sandboxed to an opaque origin (scripts and forms only: no access to the page, its cookies
 * or storage), under a content security policy that allows only the resource's declared domains,
 * and speaks the MCP Apps protocol with it over `postMessage`. Only messages from that iframe's
 * window, in JSON-RPC 2.0, are heard; anything else is ignored. Returns the teardown.
 */
export function mountMcpApp(container: HTMLElement, options: McpAppFrameOptions): () => void {
  const { content, agent } = options;
  const iframe = container.ownerDocument.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts allow-forms");
  iframe.setAttribute("title", `MCP app ${content.resourceUri}`);
  iframe.style.cssText = "width:100%;border:0;display:block;";
  let disposed = false;
  let initialized = false;

  const post = (message: JsonRpcMessage) => iframe.contentWindow?.postMessage(message, "*");
  const reply = (id: string | number, result: unknown) => post({ jsonrpc: "2.0", id, result } as JsonRpcMessage);
  const fail = (id: string | number, code: number, message: string) => post({ jsonrpc: "2.0", id, error: { code, message } } as JsonRpcMessage);
  const notify = (method: string, params: Record<string, unknown>) => post({ jsonrpc: "2.0", method, params });
  const report = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));

  const onRequest = async (id: string | number, method: string, params: Record<string, unknown>) => {
    switch (method) {
      case "ui/initialize":
        return reply(id, {
          protocolVersion: MCP_APPS_PROTOCOL_VERSION,
          hostInfo: { name: "Wingman", version: "1" },
          hostCapabilities: { openLinks: {}, logging: {} },
          hostContext: { theme: "light", platform: "web" },
        });
      case "ui/message": {
        const parts = Array.isArray(params.content) ? (params.content as Array<{ type?: string; text?: string }>) : [];
        const text = parts.flatMap((part) => (part.type === "text" && part.text ? [part.text] : [])).join("\n");
        if (text) {
          if (options.onMessage) options.onMessage(text);
          else agent.addMessage({ id: crypto.randomUUID(), role: "user", content: text });
        }
        return reply(id, { isError: false });
      }
      case "ui/open-link": {
        const url = typeof params.url === "string" ? safeUrl(params.url) : undefined;
        if (!url || !/^https?:/i.test(url)) return fail(id, -32602, "ui/open-link needs an http(s) url");
        container.ownerDocument.defaultView?.open(url, "_blank", "noopener,noreferrer");
        return reply(id, { isError: false });
      }
      case "tools/call":
        try {
          const result = await sendProxiedMcpRequest(agent, { serverHash: content.serverHash, ...(content.serverId !== undefined && { serverId: content.serverId }), method, params });
          return reply(id, result ?? {});
        } catch (error) {
          return fail(id, -32603, error instanceof Error ? error.message : String(error));
        }
      default:
        return fail(id, -32601, `Method not found: ${method}`);
    }
  };

  const onNotification = (method: string, params: Record<string, unknown>) => {
    if (method === "ui/notifications/initialized" && !initialized) {
      initialized = true;
      if (content.toolInput) notify("ui/notifications/tool-input", { arguments: content.toolInput });
      notify("ui/notifications/tool-result", content.result);
    } else if (method === "ui/notifications/size-changed") {
      if (typeof params.height === "number" && params.height >= 0) iframe.style.height = `${Math.ceil(params.height)}px`;
    }
  };

  const onWindowMessage = (event: MessageEvent) => {
    // Only the app's own frame speaks to us; other windows (and other apps' frames) are ignored.
    if (disposed || event.source !== iframe.contentWindow) return;
    const message = event.data as JsonRpcMessage | null;
    if (!message || typeof message !== "object" || message.jsonrpc !== "2.0" || typeof message.method !== "string") return;
    const params = message.params && typeof message.params === "object" ? message.params : {};
    if (message.id !== undefined) void onRequest(message.id, message.method, params);
    else onNotification(message.method, params);
  };

  const view = container.ownerDocument.defaultView;
  view?.addEventListener("message", onWindowMessage);
  sendProxiedMcpRequest(agent, { serverHash: content.serverHash, ...(content.serverId !== undefined && { serverId: content.serverId }), method: "resources/read", params: { uri: content.resourceUri } })
    .then((result) => {
      if (disposed) return;
      const resource = (result as { contents?: UiResource[] } | undefined)?.contents?.[0];
      const html = resource?.text ?? (resource?.blob !== undefined ? atob(resource.blob) : undefined);
      if (html === undefined) throw new Error(`No HTML for ${content.resourceUri}`);
      if (resource?._meta?.ui?.prefersBorder) iframe.style.border = "1px solid var(--wm-border, #e5e7eb)";
      iframe.srcdoc = withContentSecurityPolicy(html, resource?._meta?.ui?.csp);
      container.append(iframe);
    })
    .catch(report);

  return () => {
    disposed = true;
    view?.removeEventListener("message", onWindowMessage);
    iframe.remove();
  };
}

/** The app's HTML behind a CSP that allows inline code and only the domains the resource declares. */
function withContentSecurityPolicy(html: string, csp: { resourceDomains?: string[]; connectDomains?: string[] } | undefined): string {
  const clean = (domains: string[] | undefined) => (domains ?? []).filter((domain) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(domain)).join(" ");
  const resources = clean(csp?.resourceDomains);
  const connect = clean(csp?.connectDomains);
  const policy = [
    "default-src 'none'",
    `script-src 'unsafe-inline' ${resources}`,
    `style-src 'unsafe-inline' ${resources}`,
    `img-src data: ${resources}`,
    `font-src data: ${resources}`,
    `connect-src ${connect || "'none'"}`,
  ].join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  // Before anything the app's own head runs, and after a doctype (text before it would mean quirks mode).
  const anchor = /<head(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
  if (!anchor) return meta + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
