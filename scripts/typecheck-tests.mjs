// Type-checks the tests of every package and example (vitest strips types without checking them).
// One process for all projects (a process costs seconds on a loaded machine), with a worker thread
// per core taking the projects one by one: a check from scratch (CI's) is CPU-bound, 80 s on one
// core of a 2-core machine. Incremental (state in node_modules/.cache/typecheck-tests), so a run
// after a small change re-checks only what it touched. Exit code 1 on any error.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import ts from "typescript";

export const testProjects = [
  "packages/shared/tsconfig.test.json",
  "packages/core/tsconfig.test.json",
  "packages/runtime/tsconfig.test.json",
  "packages/agent/test/tsconfig.json",
  "packages/inspector/tsconfig.test.json",
  "packages/react/tsconfig.test.json",
  "packages/angular/test/tsconfig.json",
  "packages/runner-sqlite/test/tsconfig.json",
  "packages/runner-redis/test/tsconfig.json",
  "packages/runner-postgres/test/tsconfig.json",
  "packages/test-support/tsconfig.test.json",
  "examples/demo/test/tsconfig.json",
  "examples/demo-shared/test/tsconfig.json",
  "examples/angular-demo/test/tsconfig.json",
  "examples/vite-express/test/tsconfig.json",
  "examples/nextjs/test/tsconfig.json",
  "test/tsconfig.json",
];

const root = fileURLToPath(new URL("..", import.meta.url));
const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => "\n",
};

function check(project) {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}/${project}`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) return [`${project}: cannot read the config`];
  const tsBuildInfoFile = `${root}/node_modules/.cache/typecheck-tests/${project.replace(/[/.]/g, "_")}.tsbuildinfo`;
  const options = { ...config.options, noEmit: true, incremental: true, tsBuildInfoFile };
  const program = ts.createIncrementalProgram({ rootNames: config.fileNames, options, projectReferences: config.projectReferences });
  // The builder's own diagnostics: it answers unchanged files from the .tsbuildinfo.
  const diagnostics = [
    ...config.errors,
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  program.emit(); // with noEmit: writes only the .tsbuildinfo
  return diagnostics.map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trimEnd());
}

/** Checks the projects it is sent, one at a time, and answers each with its errors. */
function serve() {
  parentPort.on("message", (project) => parentPort.postMessage({ project, errors: check(project) }));
}

/** Hands the projects out to the workers as they finish one; resolves each project's errors. */
async function checkAll(projects) {
  const results = new Map();
  const queue = [...projects];
  const workers = Array.from({ length: Math.min(availableParallelism(), projects.length) }, () => new Worker(new URL(import.meta.url)));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          const next = () => {
            const project = queue.shift();
            if (project === undefined) return void worker.terminate().then(resolve, reject);
            worker.postMessage(project);
          };
          worker.on("message", ({ project, errors }) => {
            results.set(project, errors);
            next();
          });
          worker.once("error", reject);
          next();
        }),
    ),
  );
  return results;
}

if (isMainThread) {
  const only = process.argv.slice(2);
  const projects = only.length > 0 ? only : testProjects;
  const results = await checkAll(projects);
  let failed = 0;
  // In the list's order, whichever worker finished first.
  for (const project of projects) {
    const errors = results.get(project);
    failed += errors.length;
    console.log(`${errors.length === 0 ? "ok  " : "FAIL"} ${project}${errors.length ? ` (${errors.length} errors)` : ""}`);
    for (const error of errors) console.log(`  ${error}`);
  }
  process.exitCode = failed === 0 ? 0 : 1;
} else {
  serve();
}
