export { eventually } from "./eventually.js";
export { untilStore, type Subscribable } from "./until-store.js";
