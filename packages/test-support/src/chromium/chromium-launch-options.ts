import { existsSync } from "node:fs";

/** Debian's Chromium, which the browser tests drive through playwright-core. */
export const chromiumPath = "/usr/bin/chromium";

/** Throws with the install command when Chromium is missing. */
export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium)`);
}

/**
 * Options for playwright-core's `chromium.launch`: headless, no sandbox, GPU, QUIC or background
 * traffic, plus `extraArgs`.
 *
 * @example
 * const browser = await chromium.launch(chromiumLaunchOptions(["--host-resolver-rules=MAP a.test 127.0.0.1"]));
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return {
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  };
}
