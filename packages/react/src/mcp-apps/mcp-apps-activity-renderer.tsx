import { MCPAppsActivityContentSchema, MCPAppsActivityType, type MCPAppsActivityContent } from "@wingman/core";
import { mountMcpAppLazily } from "@wingman/core/internal";
import { useEffect, useRef, useState, type FC } from "react";
import type { ActivityMessageRenderProps, ReactActivityMessageRenderer } from "../types.js";

/** Props of `MCPAppsActivityRenderer`: an activity renderer's props for `mcp-apps` content. */
export interface MCPAppsActivityRendererProps extends ActivityMessageRenderProps<MCPAppsActivityContent> {}

/**
 * Renders an `mcp-apps` activity: the MCP App's UI resource in a sandboxed iframe (opaque origin,
 * scripts and forms only), talking to the host over the MCP Apps protocol (`ui/initialize`, tool
 * input and result, `ui/message`, `ui/open-link`, `tools/call` through the agent, size changes).
 * The provider registers it for `activityType: "mcp-apps"`; a renderer of your own for that type wins.
 */
export const MCPAppsActivityRenderer: FC<MCPAppsActivityRendererProps> = ({ content, agent }) => {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<Error | undefined>(undefined);
  // One frame per app: a new resource or server means a new frame; the same content re-rendered does not.
  const contentKey = JSON.stringify(content);

  useEffect(() => {
    if (!container.current || !agent) return;
    setError(undefined);
    return mountMcpAppLazily(container.current, { content: JSON.parse(contentKey) as MCPAppsActivityContent, agent, onError: setError });
  }, [contentKey, agent]);

  if (!agent) return null;
  return (
    <div className="wm-mcp-app" data-resource-uri={content.resourceUri} ref={container}>
      {error && (
        <p className="wm-mcp-app__error" role="alert">
          This app could not be shown: {error.message}
        </p>
      )}
    </div>
  );
};

/** The provider's built-in renderer for MCP Apps activities. */
export const mcpAppsActivityMessageRenderer: ReactActivityMessageRenderer<MCPAppsActivityContent> = {
  activityType: MCPAppsActivityType,
  content: MCPAppsActivityContentSchema,
  render: MCPAppsActivityRenderer,
};
