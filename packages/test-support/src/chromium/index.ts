export { assertChromiumInstalled, chromiumLaunchOptions, chromiumPath } from "./chromium-launch-options.js";
