export { eventually } from "./eventually.js";
