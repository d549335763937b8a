export { driveHeldRun } from "./drive-held-run.js";
