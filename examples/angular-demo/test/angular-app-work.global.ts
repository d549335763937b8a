import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    /** The folder where the Angular test files of this run install and build the app, once for all of them. */
    angularAppWork: string;
  }
}

/**
 * Global setup of the production-builds project: one work folder for the run, so that the Angular
 * test files share one packed install and one `ng build` (~36 s each on a 2-core machine) instead
 * of making their own. The app is built by the first file that needs it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), "wingman-angular-app-"));
  project.provide("angularAppWork", work);
  return () => rm(work, { recursive: true, force: true });
}
