export { ListWindower, LIST_ROW_KEY_ATTRIBUTE, type ListWindowerOptions } from "./list-windower.js";
export type { ListWindow } from "./list-window.js";
