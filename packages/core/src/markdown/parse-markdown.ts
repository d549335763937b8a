/** A block of markdown; `raw` is its source text (finished blocks keep it, so they can be memoised). */
export type MarkdownBlock =
  | { type: "heading"; depth: number; text: string; raw: string }
  | { type: "paragraph"; text: string; raw: string }
  | { type: "code"; language: string; code: string; raw: string }
  | { type: "blockquote"; blocks: MarkdownBlock[]; raw: string }
  | { type: "list"; ordered: boolean; start: number; items: MarkdownListItem[]; raw: string }
  | { type: "table"; align: Array<"left" | "center" | "right" | undefined>; header: string[]; rows: string[][]; raw: string }
  | { type: "hr"; raw: string };

/** One item of a parsed Markdown list: its blocks and task checkbox state. */
export interface MarkdownListItem {
  /** `true`/`false` for a task item (`- [x]`), undefined otherwise. */
  checked: boolean | undefined;
  blocks: MarkdownBlock[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+(.*))?$/;
const TABLE_DELIMITER = /^ *\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;
const TASK = /^\[([ xX])\][ \t]+/;

const splitRow = (line: string): string[] => {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
};

const startsBlock = (line: string, next: string | undefined): boolean =>
  FENCE.test(line) || HEADING.test(line) || HR.test(line) || QUOTE.test(line) || ITEM.test(line) || (line.includes("|") && next !== undefined && TABLE_DELIMITER.test(next));

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Splits markdown into blocks: ATX headings, paragraphs, fenced code (an unclosed fence runs to the
 * end), block quotes, nested ordered/unordered/task lists, GFM tables and rules. Inline syntax is
 * left to {@link parseInline}. Raw HTML is not interpreted.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === "") {
      index++;
      continue;
    }
    const start = index;
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      index++;
      while (index < lines.length && !new RegExp(`^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`).test(lines[index]!)) body.push(lines[index++]!);
      index++;
      blocks.push({ type: "code", language: fence[2] ?? "", code: body.join("\n"), raw: lines.slice(start, index).join("\n") });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      index++;
      blocks.push({ type: "heading", depth: heading[1]!.length, text: heading[2] ?? "", raw: line });
      continue;
    }
    if (HR.test(line)) {
      index++;
      blocks.push({ type: "hr", raw: line });
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) body.push(QUOTE.exec(lines[index++]!)![1]!);
      blocks.push({ type: "blockquote", blocks: parseMarkdown(body.join("\n")), raw: lines.slice(start, index).join("\n") });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]!);
      const items: MarkdownListItem[] = [];
      while (index < lines.length) {
        const current = ITEM.exec(lines[index]!);
        if (!current || /\d/.test(current[2]!) !== ordered || indentOf(lines[index]!) > indentOf(line) + 1) break;
        const contentIndent = current[1]!.length + current[2]!.length + 1;
        const body = [current[4] ?? ""];
        index++;
        while (index < lines.length) {
          const next = lines[index]!;
          if (next.trim() === "") {
            const following = lines[index + 1];
            if (following !== undefined && following.trim() !== "" && indentOf(following) >= contentIndent) {
              body.push("");
              index++;
              continue;
            }
            break;
          }
          if (indentOf(next) >= contentIndent) body.push(next.slice(Math.min(contentIndent, indentOf(next))));
          else if (ITEM.test(next) || startsBlock(next, lines[index + 1])) break;
          else body.push(next.trim());
          index++;
        }
        let text = body.join("\n");
        const task = TASK.exec(text);
        if (task) text = text.slice(task[0].length);
        items.push({ checked: task ? task[1] !== " " : undefined, blocks: parseMarkdown(text) });
        if (lines[index]?.trim() === "" && ITEM.test(lines[index + 1] ?? "")) index++;
      }
      blocks.push({ type: "list", ordered, start: ordered ? parseInt(item[2]!, 10) : 1, items, raw: lines.slice(start, index).join("\n") });
      continue;
    }
    const next = lines[index + 1];
    if (line.includes("|") && next !== undefined && TABLE_DELIMITER.test(next)) {
      const header = splitRow(line);
      const align = splitRow(next).map((cell) =>
        cell.startsWith(":") && cell.endsWith(":") ? "center" : cell.endsWith(":") ? "right" : cell.startsWith(":") ? "left" : undefined,
      );
      index += 2;
      const rows: string[][] = [];
      while (index < lines.length && lines[index]!.trim() !== "" && lines[index]!.includes("|")) {
        const cells = splitRow(lines[index++]!);
        rows.push(header.map((_, column) => cells[column] ?? ""));
      }
      blocks.push({ type: "table", align, header, rows, raw: lines.slice(start, index).join("\n") });
      continue;
    }
    const body = [line];
    index++;
    while (index < lines.length && lines[index]!.trim() !== "" && !startsBlock(lines[index]!, lines[index + 1])) body.push(lines[index++]!);
    blocks.push({ type: "paragraph", text: body.map((text) => text.replace(/^ {0,3}/, "")).join("\n"), raw: body.join("\n") });
  }
  return blocks;
}
