import { fileURLToPath } from "node:url";
import { describeAttachmentsInChromium } from "@wingman/test-support/chromium";
import { startScriptedRuntime } from "./support/scripted-runtime.js";

// The page (test/browser/page) shows one chat with image attachments beside a text field outside it.
describeAttachmentsInChromium("React", {
  pageRoot: fileURLToPath(new URL("./browser/page/", import.meta.url)),
  startRuntime: () => startScriptedRuntime("multi-route", { cors: true }),
});
