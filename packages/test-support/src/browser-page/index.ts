export { buildTestPage } from "./build-test-page.js";
