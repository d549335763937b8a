export { CopilotKitFrontendTool } from "./copilotkit-frontend-tool.js";
export { CopilotKitHumanInTheLoop, CopilotKitHumanInTheLoopRespond } from "./copilotkit-human-in-the-loop.js";
export { CopilotKitChatConfig, type CopilotChatConfigurationInput } from "./copilotkit-chat-config.js";
export { CopilotKitConfigDirective } from "./copilotkit-config.js";
export { CopilotKitAgent } from "./copilotkit-agent.js";
