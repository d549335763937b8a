// Angular in JIT mode under Vitest + jsdom: the compiler compiles the components' inline templates
// at runtime, and the test environment is initialised once per test file.
import "@angular/compiler";
import { getTestBed } from "@angular/core/testing";
import { BrowserTestingModule, platformBrowserTesting } from "@angular/platform-browser/testing";

const testBed = getTestBed();
if (!(testBed as unknown as { platform?: unknown }).platform) testBed.initTestEnvironment(BrowserTestingModule, platformBrowserTesting(), { teardown: { destroyAfterEach: true } });

const proto = globalThis.HTMLElement?.prototype as { scrollIntoView?: () => void } | undefined;
if (proto && !proto.scrollIntoView) proto.scrollIntoView = () => {};

// Vitest has no global afterEach for Angular to hook into: reset the module after every test.
import { TestBed } from "@angular/core/testing";
import { afterEach } from "vitest";
afterEach(() => {
  TestBed.resetTestingModule();
  document.body.innerHTML = "";
});
