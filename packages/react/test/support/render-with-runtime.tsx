import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { CopilotKitProvider, type CopilotKitProviderProps } from "../../src/index.js";

/** Renders under a provider connected to a real runtime. */
export function renderWithRuntime(url: string, ui: ReactNode, props: Omit<CopilotKitProviderProps, "children"> = {}): RenderResult {
  return render(
    <CopilotKitProvider runtimeUrl={url} {...props}>
      {ui}
    </CopilotKitProvider>,
  );
}

/** jsdom lacks these; the chat works without them, tests just silence the gaps. */
export function installDomShims(): void {
  const proto = globalThis.HTMLElement?.prototype as { scrollIntoView?: () => void } | undefined;
  if (proto && !proto.scrollIntoView) proto.scrollIntoView = () => {};
  // jsdom's Blob has no arrayBuffer(); browsers (and Node) do.
  if (typeof Blob.prototype.arrayBuffer !== "function") {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
}
