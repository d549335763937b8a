export { MCPAppsActivityType, MCPAppsActivityContentSchema, type MCPAppsActivityContent } from "./mcp-apps-activity.js";
