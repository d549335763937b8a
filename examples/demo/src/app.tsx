import { CopilotKitProvider } from "@wingman/react";
import { DemoPage } from "./demo-page.js";
import { RUNTIME_URL } from "@wingman/demo-shared/page";

/** The provider around the page: one core, talking to the runtime on the same origin. */
export function App() {
  return (
    <CopilotKitProvider runtimeUrl={RUNTIME_URL} credentials="same-origin" onError={({ error, code }) => console.warn(`[demo] ${code}: ${error.message}`)}>
      <DemoPage />
    </CopilotKitProvider>
  );
}
