import { useEffect, useState, type ReactNode } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CopyButton } from "./copy-button.js";

/**
 * Syntax highlighting, loaded lazily: the loader is called the first time a code block renders,
 * and its highlighter then turns code into React nodes (never HTML strings).
 *
 * @example
 * const highlight: CodeHighlighter = () => import("./my-highlighter.js").then((module) => module.highlight);
 */
export type CodeHighlighter = () => Promise<(code: string, language: string) => ReactNode>;

let loaded: { loader: CodeHighlighter; highlighter: Promise<(code: string, language: string) => ReactNode> } | undefined;

/** Props of `CodeBlock`: the code, its language and an optional highlighter. */
export interface CodeBlockProps {
  /** The code, shown as it is. */
  code: string;
  /** The fence's language, shown as the label and passed to the highlighter. */
  language: string;
  /** Highlights the code once loaded. Default: none (plain code). */
  highlight?: CodeHighlighter | undefined;
}

/** A fenced code block: language label, copy button, and optional lazy highlighting. */
export function CodeBlock({ code, language, highlight }: CodeBlockProps) {
  const labels = useCopilotChatLabels();
  const [highlighted, setHighlighted] = useState<ReactNode>(null);
  useEffect(() => {
    if (!highlight) return;
    let active = true;
    if (!loaded || loaded.loader !== highlight) loaded = { loader: highlight, highlighter: highlight() };
    loaded.highlighter.then(
      (highlighter) => void (active && setHighlighted(highlighter(code, language))),
      () => void (active && setHighlighted(null)),
    );
    return () => {
      active = false;
    };
  }, [highlight, code, language]);
  return (
    <div className="wm-code-block" data-language={language || undefined}>
      <div className="wm-code-block__bar">
        <span className="wm-code-block__language">{language}</span>
        <CopyButton text={code} label={labels.copyCodeLabel} />
      </div>
      <pre className="wm-code-block__pre" tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{highlighted ?? code}</code>
      </pre>
    </div>
  );
}
