/**
 * Closes what a markdown text cut off mid-stream left open, so it renders as it will once
 * complete: an unterminated code fence; inline code, `**`, `__`, `~~`, `*` and `_` emphasis in the
 * last block, closed innermost first (`*emphasis` → `*emphasis*`, never stripped); a link whose
 * target has not arrived yet (shown as its text). A `*` list bullet, a `*` between spaces and an
 * intraword `_` (snake_case) are not emphasis.
 */
export function completePartialMarkdown(text: string): string {
  const fences = text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? [];
  if (fences.length % 2 === 1) return `${text}${text.endsWith("\n") ? "" : "\n"}${fences.at(-1)!.trim()}`;
  const blockStart = text.lastIndexOf("\n\n") + 1;
  const head = text.slice(0, blockStart);
  let block = text.slice(blockStart);
  // An unfinished link or image: keep its text, drop the brackets until the URL is complete.
  block = block.replace(/!?\[([^\]]*)\]?\([^)]*$/, "$1").replace(/!?\[([^\]]*)$/, "$1");
  const outsideCode = block.replace(/`[^`]*`/g, "");
  let suffix = "";
  if ((block.match(/`/g) ?? []).length % 2 === 1) suffix += "`";
  else suffix = openEmphasis(outsideCode).reverse().join("");
  if (suffix && /\s$/.test(block)) block = block.trimEnd();
  return head + block + suffix;
}

const DOUBLE_MARKERS = ["**", "__", "~~"];
const isWordCharacter = (character: string | undefined): boolean => character !== undefined && /[\p{L}\p{N}]/u.test(character);
const isSpace = (character: string | undefined): boolean => character === undefined || /\s/.test(character);

/** The emphasis markers left open in `text` (code spans removed), in opening order. */
function openEmphasis(text: string): string[] {
  const open: string[] = [];
  const toggle = (marker: string): void => {
    const index = open.lastIndexOf(marker);
    if (index >= 0) open.splice(index, 1);
    else open.push(marker);
  };
  for (let index = 0; index < text.length; index++) {
    const pair = text.slice(index, index + 2);
    if (DOUBLE_MARKERS.includes(pair)) {
      toggle(pair);
      index++;
      continue;
    }
    const character = text[index]!;
    if (character !== "*" && character !== "_") continue;
    const before = text[index - 1];
    const after = text[index + 1];
    const atLineStart = index === 0 || before === "\n";
    if (character === "*" && atLineStart && after === " ") continue; // a list bullet
    if (isSpace(before) && isSpace(after)) continue; // `2 * 3`
    if (character === "_" && isWordCharacter(before) && isWordCharacter(after)) continue; // snake_case
    toggle(character);
  }
  return open;
}
