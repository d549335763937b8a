/**
 * Closes what a markdown text cut off mid-stream left open, so it renders as it will once
 * complete: an unterminated code fence, `**`, `__`, `~~` and inline code in the last block, and a
 * link whose target has not arrived yet (shown as its text).
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
  else {
    for (const marker of ["**", "__", "~~"]) {
      if (outsideCode.split(marker).length % 2 === 0) suffix += marker;
    }
  }
  if (suffix && /\s$/.test(block)) block = block.trimEnd();
  return head + block + suffix;
}
