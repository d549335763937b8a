export { spawnTsChild } from "./spawn-ts-child.js";
export type { TsChild } from "./spawn-ts-child.js";
