/** The agent used when none is named. */
export const DEFAULT_AGENT_ID = "default";

/** The channel event name CopilotKit's hosted platform carries AG-UI events under (kept for compatibility). */
export const AG_UI_CHANNEL_EVENT = "ag-ui";
