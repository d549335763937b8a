import { checkAccessibility, formatViolations } from "@wingman/test-support/axe";
import { openWatchedPage, useBuiltPage } from "@wingman/test-support/chromium";
import { describe, expect, it } from "vitest";
import { buildTestPage } from "./browser/build-page.js";

const built = useBuiltPage("components", (outDir) => buildTestPage("components-page", outDir));

describe("the chat components under axe-core, on a page with its own banner", () => {
  for (const view of ["chat", "sidebar", "popup"] as const) {
    it(`${view}: no serious or critical violations, and no second banner landmark`, async () => {
      const { page, errors } = await openWatchedPage(built.browser);
      await page.goto(`${built.origin}/?view=${view}`);
      const chat = page.getByTestId("copilot-chat");
      await chat.locator(".wm-code-block").waitFor();
      // Measured mid-way through an opening animation, every colour would read as low contrast.
      await chat.evaluate((element) => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const { blocking, other } = await checkAccessibility(page, { label: view });
      expect(formatViolations(blocking)).toBe("");
      expect(other.map((violation) => violation.id)).not.toContain("landmark-no-duplicate-banner");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
