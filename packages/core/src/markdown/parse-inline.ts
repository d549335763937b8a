/** Inline markdown: text, code, emphasis, strikethrough, links, images and hard breaks. */
export type InlineNode =
  | string
  | { type: "code"; text: string }
  | { type: "strong" | "em" | "del"; children: InlineNode[] }
  | { type: "link"; href: string; title: string | undefined; children: InlineNode[] }
  | { type: "image"; src: string; alt: string; title: string | undefined }
  | { type: "br" };

const PUNCTUATION = /[!-/:-@[-`{-~]/;
const AUTOLINK = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/;
const BARE_URL = /^https?:\/\/[^\s<]*[^\s<.,:;"')\]!?]/;

/** The index of the `]` closing the `[` at `open`, honouring nesting and escapes; -1 without one. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === "[") depth++;
    else if (char === "]" && --depth === 0) return index;
  }
  return -1;
}

/** `(url "title")` right after a `]`: the destination, title and where it ends. */
function destination(text: string, from: number): { url: string; title: string | undefined; end: number } | undefined {
  if (text[from] !== "(") return undefined;
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) {
      const inner = text.slice(from + 1, index).trim();
      const match = /^<?([^\s>]*)>?(?:\s+["'(](.*)["')])?$/.exec(inner);
      if (!match) return undefined;
      return { url: match[1]!, title: match[2], end: index + 1 };
    }
  }
  return undefined;
}

/** Finds the closing delimiter for emphasis that opened at `from` (not preceded by whitespace). */
function closingDelimiter(text: string, delimiter: string, from: number): number {
  let index = from;
  while ((index = text.indexOf(delimiter, index)) !== -1) {
    if (text[index - 1] === "\\") {
      index += delimiter.length;
      continue;
    }
    const before = text[index - 1] ?? " ";
    const after = text[index + delimiter.length] ?? " ";
    const single = delimiter.length === 1;
    if (!/\s/.test(before) && index > from && !(single && after === delimiter[0]) && !(delimiter[0] === "_" && /\w/.test(after))) return index;
    index += delimiter.length;
  }
  return -1;
}

/** Parses one block's inline content. Raw HTML stays text. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) nodes.push(buffer);
    buffer = "";
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const rest = text.slice(index);
    if (char === "\\" && index + 1 < text.length) {
      const next = text[index + 1]!;
      if (next === "\n") {
        flush();
        nodes.push({ type: "br" });
        index += 2;
        continue;
      }
      if (PUNCTUATION.test(next)) {
        buffer += next;
        index += 2;
        continue;
      }
    }
    if (char === "\n") {
      if (/ {2,}$/.test(buffer)) {
        buffer = buffer.replace(/ +$/, "");
        flush();
        nodes.push({ type: "br" });
      } else {
        buffer = buffer.replace(/ +$/, "") + "\n";
      }
      index++;
      continue;
    }
    if (char === "`") {
      const run = /^`+/.exec(rest)![0];
      const close = text.indexOf(run, index + run.length);
      if (close !== -1 && text[close + run.length] !== "`") {
        flush();
        const code = text.slice(index + run.length, close).replace(/\n/g, " ");
        nodes.push({ type: "code", text: /^ .* $/.test(code) && code.trim() !== "" ? code.slice(1, -1) : code });
        index = close + run.length;
        continue;
      }
      buffer += run;
      index += run.length;
      continue;
    }
    if (char === "!" && text[index + 1] === "[") {
      const close = closingBracket(text, index + 1);
      const target = close === -1 ? undefined : destination(text, close + 1);
      if (target) {
        flush();
        nodes.push({ type: "image", src: target.url, alt: text.slice(index + 2, close), title: target.title });
        index = target.end;
        continue;
      }
    }
    if (char === "[") {
      const close = closingBracket(text, index);
      const target = close === -1 ? undefined : destination(text, close + 1);
      if (target) {
        flush();
        nodes.push({ type: "link", href: target.url, title: target.title, children: parseInline(text.slice(index + 1, close)) });
        index = target.end;
        continue;
      }
    }
    if (char === "<") {
      const auto = AUTOLINK.exec(rest);
      if (auto) {
        flush();
        nodes.push({ type: "link", href: auto[1]!, title: undefined, children: [auto[1]!] });
        index += auto[0].length;
        continue;
      }
    }
    if (char === "h" && /\W$|^$/.test(buffer.slice(-1))) {
      const url = BARE_URL.exec(rest);
      if (url) {
        flush();
        nodes.push({ type: "link", href: url[0], title: undefined, children: [url[0]] });
        index += url[0].length;
        continue;
      }
    }
    if (char === "*" || char === "_" || char === "~") {
      const double = text[index + 1] === char;
      const delimiter = char === "~" ? (double ? "~~" : "") : double ? char + char : char;
      const opensWord = !/\s/.test(text[index + delimiter.length] ?? " ");
      const intraword = char === "_" && /\w/.test(text[index - 1] ?? "");
      if (delimiter && opensWord && !intraword) {
        const close = closingDelimiter(text, delimiter, index + delimiter.length);
        if (close !== -1) {
          flush();
          const type = char === "~" ? "del" : double ? "strong" : "em";
          nodes.push({ type, children: parseInline(text.slice(index + delimiter.length, close)) });
          index = close + delimiter.length;
          continue;
        }
      }
    }
    buffer += char;
    index++;
  }
  flush();
  return nodes;
}
