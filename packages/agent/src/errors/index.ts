export { WingmanAgentError, type WingmanAgentErrorCode } from "./wingman-agent-error.js";
export { errorMessage } from "./error-message.js";
