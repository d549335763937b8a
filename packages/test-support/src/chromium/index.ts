export { assertChromiumInstalled, chromiumLaunchOptions, chromiumPath } from "./chromium-launch-options.js";
export { openWatchedPage } from "./open-watched-page.js";
export { serveStatic } from "./serve-static.js";
export { buildVitePage } from "./build-vite-page.js";
export { registerConversationControlsScenario, type ConversationControlsScenarioOptions } from "./conversation-controls-scenario.js";
export { openTestPage, type OpenTestPage } from "./open-test-page.js";
export { attachmentBrowserChecks, describeAttachmentsInChromium, type AttachmentsInChromiumOptions } from "./attachment-browser-checks.js";
export { describeMcpAppsInChromium, type McpAppsInChromiumOptions } from "./mcp-apps-scenario.js";
export { registerMessageListWindowScenario, type MessageListWindowScenarioOptions } from "./message-list-window-scenario.js";
