// The core alone (what any binding ships before its own code): the baseline of measure-size.mjs.
import { CopilotKitCore } from "@wingman/core";

(globalThis as { copilotkit?: CopilotKitCore }).copilotkit = new CopilotKitCore({ runtimeUrl: "/api/copilotkit" });
