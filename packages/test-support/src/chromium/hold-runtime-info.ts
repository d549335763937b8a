import type { Page, Route } from "playwright-core";

/** The page's held runtime requests, and how to let them through. */
export interface HeldRuntimeInfo {
  /** How many requests are held now. */
  held(): number;
  /** Lets the held requests and every later one through. */
  release(): Promise<void>;
}

/**
 * Holds the page's runtime requests (`/api/copilotkit/info`) until `release`: the chat has not
 * connected meanwhile (a stand-in agent shows it), as on a slow network or a loaded machine.
 */
export async function holdRuntimeInfo(page: Page): Promise<HeldRuntimeInfo> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/api/copilotkit/info", (route) => (holding ? void held.push(route) : route.continue()));
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
