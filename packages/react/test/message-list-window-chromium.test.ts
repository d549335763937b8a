// The message list's windowing in headless Chromium: the checks every chat binding passes
// (@wingman/test-support's message-list-window scenario) on React's long-list page.
import { registerMessageListWindowScenario } from "@wingman/test-support/chromium";
import { describe } from "vitest";
import { buildTestPage } from "./browser/build-page.js";

describe("a long conversation in the chat view", () => {
  registerMessageListWindowScenario({ buildPage: (outDir) => buildTestPage("long-list-page", outDir) });
});
