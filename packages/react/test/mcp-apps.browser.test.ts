import { fileURLToPath } from "node:url";
import { describeMcpAppsInChromium } from "@wingman/test-support/chromium";

// The page (test/browser/mcp-apps-page) shows one CopilotChat; window.open records the links.
describeMcpAppsInChromium("React", { pageRoot: fileURLToPath(new URL("./browser/mcp-apps-page/", import.meta.url)) });
