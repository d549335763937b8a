export { createDemoModel, type DemoModelOptions } from "./create-demo-model.js";
export { planDemoReply, namesTool, type DemoReply } from "./plan-demo-reply.js";
