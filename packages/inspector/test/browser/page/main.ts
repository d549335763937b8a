// The browser tests' page: a core against the runtime named in `?runtime=`, a frontend tool, a
// context entry, and the inspector mounted in one line.
import { CopilotKitCore } from "@wingman/core";
import { attachInspector } from "@wingman/inspector";

const params = new URLSearchParams(location.search);
const core = new CopilotKitCore({
  runtimeUrl: params.get("runtime") ?? undefined,
  tools: [
    {
      name: "getWeather",
      description: "Weather of a city",
      parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      handler: async ({ city }) => `sunny in ${String(city)}`,
    },
  ],
});
core.addContext({ description: "The signed-in user", value: JSON.stringify({ name: "Ada" }) });

const enabled = params.get("enabled");
const inspector = attachInspector(core, { enabled: enabled === null ? "auto" : enabled === "auto" ? "auto" : enabled === "true" });

async function say(content: string): Promise<void> {
  const agent = core.getAgent("default");
  if (!agent) throw new Error("agent 'default' is not known yet");
  agent.addMessage({ id: crypto.randomUUID(), role: "user", content });
  await core.runAgent({ agent });
}

Object.assign(globalThis, { wingmanTest: { core, inspector, say } });
void core.connect().then(() => {
  document.querySelector("#status")!.textContent = `connected: ${core.runtimeConnectionStatus}`;
});
