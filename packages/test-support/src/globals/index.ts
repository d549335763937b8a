export { countGlobalHeaders, type GlobalHeadersCount } from "./count-global-headers.js";
