// The bench page: one full-height chat on the thread named in `?thread=`, against the runtime on
// this origin (`/api`). A React Profiler counts the chat's commits; `?newest=<message id>` records
// when that message is first on screen (the frame after it enters the DOM, i.e. once painted).
import "@wingman/react/styles.css";
import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import { Profiler } from "react";
import { createRoot } from "react-dom/client";

const params = new URLSearchParams(location.search);
const bench = { commits: 0, renderMs: 0, newestPaintedAt: undefined };
globalThis.wingmanBench = bench;

const newest = params.get("newest");
if (newest) {
  const selector = `[data-message-id="${CSS.escape(newest)}"]`;
  const look = () => {
    if (document.querySelector(selector)) requestAnimationFrame(() => (bench.newestPaintedAt = performance.now()));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const onRender = (_id, _phase, actualDuration) => {
  bench.commits += 1;
  bench.renderMs += actualDuration;
};

createRoot(document.querySelector("#root")).render(
  <CopilotKitProvider runtimeUrl="/api">
    <Profiler id="chat" onRender={onRender}>
      <CopilotChat threadId={params.get("thread") ?? undefined} />
    </Profiler>
  </CopilotKitProvider>,
);
