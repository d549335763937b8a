export { createDemoRuntime, type DemoInfo, type DemoRuntime, type DemoRuntimeOptions, type DemoThreadStore, type DemoTransport } from "./create-demo-runtime.js";
export { startDemoServer, RUNTIME_PATH, type DemoServer, type DemoServerOptions } from "./start-demo-server.js";
export type { DemoTestGate } from "./test-gate/demo-test-gate.js";
export { weatherTool } from "./weather-tool.js";
