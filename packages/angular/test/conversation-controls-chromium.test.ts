import { registerConversationControlsScenario } from "@wingman/test-support/chromium";
import { describe } from "vitest";
import { buildTestPage } from "./browser/build-page.js";

describe("<copilot-chat> conversation controls in Chromium", () => {
  registerConversationControlsScenario({
    buildPage: (outDir) => buildTestPage("controls-page", outDir),
    position: (index, count) => `${index} / ${count}`,
    binding: "angular",
  });
});
