import type { Message } from "@ag-ui/core";

/**
 * `count` messages of varied heights, user and assistant in turn (ids `m0`, `m1`, …): the long
 * conversation the bindings' long-list pages hold, the same for React and Angular.
 */
export const longConversation = (count: number): Message[] =>
  Array.from({ length: count }, (_, index): Message =>
    index % 2 === 0
      ? { id: `m${index}`, role: "user", content: `Message ${index}: a question` }
      : { id: `m${index}`, role: "assistant", content: `Message ${index}: ${"An answer that runs over a few lines. ".repeat(1 + (index % 7) * 3)}` },
  );
