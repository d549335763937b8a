import type { CopilotKitCore } from "./copilot-kit-core.js";
import type { CopilotKitCoreSubscriberOf } from "./copilot-kit-core-subscriber-contract.js";

export type { CopilotKitCoreSubscription } from "./copilot-kit-core-subscriber-contract.js";

/** Every callback is optional; a throwing or rejecting subscriber never affects another. */
export interface CopilotKitCoreSubscriber extends CopilotKitCoreSubscriberOf<CopilotKitCore> {}
