import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

// The README code blocks and how each runs, read from the comment on the line before its fence:
//   (none)                                  it must exit 0
//   <!-- example: prints "text" -->         it must exit 0 having printed a line containing text
//   <!-- example: serves "text" -->         a server: once it prints a line containing text it has
//                                           worked, and the test kills it (servers do not stop)
//   <!-- example: renders "text" -->        a browser module: bundled with Vite into a page served
//                                           on the same origin as a runtime at /api/copilotkit, it
//                                           must show text (as text, a placeholder or a label)
//                                           with no page error
//   <!-- example: styles ".class" -->       a browser module (a stylesheet import): in its page, an
//                                           element with that class must match one of its rules
//   <!-- example: module "path.ts" -->      a file the README's browser pages import (`./path`); a
//                                           page importing @angular/core is compiled just in time
//   <!-- example: not-run (reason) -->      not run (a fragment of a larger program…); the skipped
//                                           blocks are listed with their reasons
// A marker may end with ` with a fake OpenAI`: the child then gets OPENAI_API_KEY and
// OPENAI_BASE_URL of a local fake OpenAI transcription server.
// Blocks whose first line is `// file: <path>` are whole files checked by readme-file-snippets.
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const CODE = /^(ts|tsx|typescript|js|javascript)$/;
const MARKER = /^<!-- example: (?:not-run \((.+)\)|(prints|serves|renders|styles|module) "(.+)"( with a fake OpenAI)?) -->$/;

export type Mode =
  | { kind: "exits" }
  | { kind: "prints" | "serves" | "renders" | "styles" | "module"; text: string; fakeOpenAI: boolean }
  | { kind: "not-run"; reason: string };

export interface Example {
  /** The README it comes from, relative to the repository. */
  readonly document: string;
  readonly name: string;
  readonly body: string;
  readonly mode: Mode;
}

/** The root README's section that is a program. */
function rootSection(text: string): string {
  const start = text.indexOf("\n## Serve a runtime\n");
  if (start < 0) throw new Error("the root README has no 'Serve a runtime' section");
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

function modeOf(line: string | undefined): Mode {
  const marker = line === undefined ? null : MARKER.exec(line.trim());
  if (!marker) {
    if (line?.trim().startsWith("<!-- example:")) throw new Error(`unknown example marker: ${line}`);
    return { kind: "exits" };
  }
  if (marker[1] !== undefined) return { kind: "not-run", reason: marker[1] };
  return { kind: marker[2] as "prints" | "serves" | "renders" | "styles" | "module", text: marker[3]!, fakeOpenAI: marker[4] !== undefined };
}

function examplesOf(document: string, text: string): Example[] {
  const examples: Example[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const fence = /^```(\S*)$/.exec(lines[index]!);
    if (!fence) continue;
    const close = lines.indexOf("```", index + 1);
    const body = lines.slice(index + 1, close).join("\n");
    const startLine = index + 1;
    let before = index - 1;
    while (before >= 0 && lines[before]!.trim() === "") before--;
    index = close;
    if (!CODE.test(fence[1]!) || /^(\/\/|#) file: /.test(body)) continue;
    examples.push({ document, name: `${document}, block at line ${startLine}`, body, mode: modeOf(before >= 0 ? lines[before] : undefined) });
  }
  return examples;
}

/** Every README example: the package READMEs' and the root README's "Serve a runtime". */
export function readmeExamples(): Example[] {
  const found: Example[] = [];
  for (const name of readdirSync(join(repoRoot, "packages")).sort()) {
    const readme = join(repoRoot, "packages", name, "README.md");
    if (existsSync(readme)) found.push(...examplesOf(relative(repoRoot, readme), readFileSync(readme, "utf8")));
  }
  // Line numbers of the root section count from the section's heading.
  found.push(...examplesOf("README.md § Serve a runtime", rootSection(readFileSync(join(repoRoot, "README.md"), "utf8"))));
  return found;
}

/** The block's file extension: tsx when it holds JSX. */
export const extensionOf = (example: Example): "ts" | "tsx" => (/^\s*</m.test(example.body) ? "tsx" : "ts");
