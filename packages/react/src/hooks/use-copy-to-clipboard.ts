import { useCallback, useEffect, useRef, useState } from "react";

/** Copies text; `copied` is true for two seconds after a successful write (not after a refused one). */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  }, []);
  return { copied, copy };
}

/**
 * For a copy button's refused write (no permission, no focus): the button stays "Copy", and the
 * console says why, as CopilotKit's chat does ("Failed to copy message:").
 */
export function logCopyFailure(error: unknown): void {
  console.error("Failed to copy message:", error);
}
