import { memo, useMemo, type ReactNode } from "react";
import { CodeBlock, type CodeHighlighter } from "./code-block.js";
import { completePartialMarkdown, parseInline, parseMarkdown, safeUrl, type InlineNode, type MarkdownBlock } from "@wingman/core/chat";
import { cx } from "../../ui/render-slot.js";

/** Props of `MarkdownRenderer`: the Markdown text, its streaming state and an optional highlighter. */
export interface MarkdownRendererProps {
  /** The Markdown text. */
  content: string;
  /** True while the text is still streaming: unfinished syntax is closed before rendering. Default: false. */
  streaming?: boolean;
  /** Added to the container's own class. Default: none. */
  className?: string;
  /** Optional syntax highlighting, loaded when a code block first needs it. Default: none (plain code). */
  highlight?: CodeHighlighter;
}

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === "string") return node;
    switch (node.type) {
      case "code":
        return <code key={key}>{node.text}</code>;
      case "strong":
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "del":
        return <del key={key}>{renderInline(node.children)}</del>;
      case "br":
        return <br key={key} />;
      case "link": {
        const href = safeUrl(node.href);
        const children = renderInline(node.children);
        return href ? (
          <a key={key} href={href} title={node.title} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <span key={key}>{children}</span>
        );
      }
      case "image": {
        const src = safeUrl(node.src);
        return src ? <img key={key} src={src} alt={node.alt} title={node.title} /> : node.alt;
      }
    }
  });
}

const inline = (text: string) => renderInline(parseInline(text));

function renderBlock(block: MarkdownBlock, key: number, highlight: CodeHighlighter | undefined): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = `h${block.depth}` as "h1";
      return <Tag key={key}>{inline(block.text)}</Tag>;
    }
    case "paragraph":
      return <p key={key}>{inline(block.text)}</p>;
    case "code":
      return <CodeBlock key={key} code={block.code} language={block.language} highlight={highlight} />;
    case "hr":
      return <hr key={key} />;
    case "blockquote":
      return <blockquote key={key}>{block.blocks.map((child, index) => renderBlock(child, index, highlight))}</blockquote>;
    case "list": {
      const items = block.items.map((item, index) => {
        // A single paragraph renders without <p> (a tight list item).
        const only = item.blocks.length === 1 && item.blocks[0]!.type === "paragraph" ? item.blocks[0] : undefined;
        return (
          <li key={index}>
            {item.checked !== undefined && <input type="checkbox" checked={item.checked} disabled aria-label={item.checked ? "done" : "to do"} />}
            {only && only.type === "paragraph" ? inline(only.text) : item.blocks.map((child, childIndex) => renderBlock(child, childIndex, highlight))}
          </li>
        );
      });
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case "table": {
      const style = (column: number) => (block.align[column] ? { textAlign: block.align[column] } : undefined);
      return (
        <div key={key} className="wm-markdown__table">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, column) => (
                  <th key={column} style={style(column)}>
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, column) => (
                    <td key={column} style={style(column)}>
                      {inline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}

/** One top-level block; re-renders only when its own source text changes. */
const Block = memo(
  function Block({ block, highlight }: { block: MarkdownBlock; highlight: CodeHighlighter | undefined }) {
    return <>{renderBlock(block, 0, highlight)}</>;
  },
  (previous, next) => previous.block.raw === next.block.raw && previous.block.type === next.block.type && previous.highlight === next.highlight,
);

/**
 * Streaming-friendly markdown with a small built-in parser (no dependency): headings, emphasis,
 * links, images, lists and task lists, block quotes, GFM tables, and code blocks with a copy
 * button. Raw HTML is shown as text and unsafe URLs are dropped. While streaming, unfinished
 * syntax is closed first and finished blocks are not re-rendered.
 */
export function MarkdownRenderer({ content, streaming = false, className, highlight }: MarkdownRendererProps) {
  const blocks = useMemo(() => parseMarkdown(streaming ? completePartialMarkdown(content) : content), [content, streaming]);
  return (
    <div className={cx("wm-markdown", className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} highlight={highlight} />
      ))}
    </div>
  );
}
