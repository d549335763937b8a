export { StreamPartConverter, type StreamPartConverterOptions, type ToolRoles } from "./stream-part-converter.js";
