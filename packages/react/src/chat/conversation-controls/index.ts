export { ConnectedAssistantMessage, ConnectedUserMessage } from "./connected-messages.js";
export { ChatBranchesContext, useChatBranches, type ChatBranchesValue } from "./chat-branches-context.js";
