export { packWorkspaces } from "./pack-workspaces.js";
export { installPackedApp, type PackedAppManifest } from "./install-packed-app.js";
export { freePort, startAppProcess, offlineEnv, stopChild } from "./app-process.js";
