import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CopilotRuntime } from "@wingman/runtime";
import { createCopilotNodeListener } from "@wingman/runtime/node";
import { assertChromiumInstalled, buildVitePage, chromiumLaunchOptions, openWatchedPage, serveStatic } from "@wingman/test-support/chromium";
import { streamingAgent } from "@wingman/test-support/scripted-runtime";
import { extensionOf, readmeExamples, repoRoot, type Example } from "./readme-blocks.js";

// The README blocks that run in a browser (`renders` and `styles`, see readme-blocks.ts): each is a
// page of one Vite build (one build for all, the machine is shared), served with a real runtime at
// /api/copilotkit on the same origin (so an example's `runtimeUrl="/api/copilotkit"` works as in an
// app), opened in headless Chromium; any page error, console error or failed request fails it.
// A README's pages and the modules they import share a folder of their own.
const all = readmeExamples();
const examples = all.filter((example) => example.mode.kind === "renders" || example.mode.kind === "styles");
const modules = all.filter((example) => example.mode.kind === "module");
const BASE_PATH = "/api/copilotkit";

// Inside the repository, so `@wingman/*`, react and the other dependencies resolve as for any file here.
const pageRoot = mkdtempSync(join(repoRoot, ".readme-browser-examples-"));
const outDir = mkdtempSync(join(tmpdir(), "wingman-readme-pages-"));
let site: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;

const folderOf = (example: Example): string => example.document.replace(/\/README\.md$/, "").replace(/[^\w-]+/g, "-");
const pageOf = (example: Example, index: number): string => `${folderOf(example)}/example-${index}.html`;

beforeAll(async () => {
  assertChromiumInstalled();
  // The decorators of Angular's components, as an Angular app's tsconfig has them.
  writeFileSync(join(pageRoot, "tsconfig.json"), JSON.stringify({ extends: "../tsconfig.base.json", compilerOptions: { experimentalDecorators: true } }));
  for (const example of modules) {
    const file = join(pageRoot, folderOf(example), (example.mode as { text: string }).text);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, example.body);
  }
  const pages = examples.map((example, index) => {
    const folder = join(pageRoot, folderOf(example));
    mkdirSync(folder, { recursive: true });
    const module = `example-${index}.${extensionOf(example)}`;
    writeFileSync(join(folder, module), example.body);
    // An Angular CLI app compiles its components ahead of time; without the CLI, the page loads
    // Angular's compiler first and they compile just in time.
    const angular = [example, ...modules.filter((other) => other.document === example.document)].some((part) => part.body.includes('"@angular/core"'));
    const jit = angular ? `<script type="module">import "@angular/compiler";</script>` : "";
    writeFileSync(
      join(pageRoot, pageOf(example, index)),
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>${example.name}</title></head>\n<body><div id="root"></div><app-root></app-root>${jit}<script type="module" src="./${module}"></script></body></html>\n`,
    );
    return pageOf(example, index);
  });
  await buildVitePage(pageRoot, outDir, pages);
  const runtime = new CopilotRuntime({ agents: { default: streamingAgent("default", 0, ["Hello from the runtime."]) } });
  site = await serveStatic(outDir, { prefix: BASE_PATH, listener: createCopilotNodeListener({ runtime, basePath: BASE_PATH }) });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(pageRoot, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe("README browser examples", () => {
  it("are found", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example, index) => [example.name, example, index] as const))("%s runs in Chromium", async (_name, example, index) => {
    const { page, errors } = await openWatchedPage(browser);
    try {
      await page.goto(`${site.origin}/${pageOf(example, index)}`);
      const mode = example.mode as { kind: "renders" | "styles"; text: string };
      if (mode.kind === "renders") {
        // Shadow roots included (getBy* pierces them), so a web component's text counts.
        await page
          .getByText(mode.text)
          .or(page.getByPlaceholder(mode.text))
          .or(page.getByLabel(mode.text))
          .first()
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`${error.message}\nthe page's errors: ${JSON.stringify(errors, null, 2)}`);
          });
      } else {
        expect(mode.text, "a styles marker names one class").toMatch(/^\.[\w-]+$/);
        const applies = await page.evaluate((className) => {
          const element = document.createElement("div");
          element.className = className;
          document.body.append(element);
          return [...document.styleSheets].some((sheet) =>
            [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && element.matches(rule.selectorText)),
          );
        }, mode.text.slice(1));
        expect(applies, `no stylesheet rule of the page matches ${mode.text}`).toBe(true);
      }
      // Until the page's requests (a runtime's /info…) have settled, so their failures count.
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
