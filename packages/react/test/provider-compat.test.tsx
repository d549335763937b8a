// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it } from "vitest";
import { CopilotKitProvider, HttpAgent, useCopilotKit } from "../src/index.js";

afterEach(() => cleanup());

it("selfManagedAgents are registered with agents__unsafe_dev_only, and win on a shared id (as CopilotKit's)", () => {
  const devOnly = new HttpAgent({ url: "http://127.0.0.1:9/dev" });
  const sharedDev = new HttpAgent({ url: "http://127.0.0.1:9/shared-dev" });
  const selfManaged = new HttpAgent({ url: "http://127.0.0.1:9/self" });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CopilotKitProvider agents__unsafe_dev_only={{ dev: devOnly, shared: sharedDev }} selfManagedAgents={{ shared: selfManaged }}>
      {children}
    </CopilotKitProvider>
  );
  const { result } = renderHook(() => useCopilotKit().copilotkit, { wrapper });
  expect(result.current.getAgent("dev")).toBe(devOnly);
  expect(result.current.getAgent("shared")).toBe(selfManaged);
});
