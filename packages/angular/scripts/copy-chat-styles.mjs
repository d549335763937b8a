#!/usr/bin/env node
// Copies @wingman/chat-styles' stylesheet to dist/styles.css (the "./styles.css" export, and
// node_modules/@wingman/angular/styles.css once installed), so the published package ships the
// chat's CSS without a link to another package. Runs after ng-packagr, which empties dist/ first
// and copies assets only from inside this package.
import { copyFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(import.meta.resolve("@wingman/chat-styles/styles.css"));
const target = fileURLToPath(new URL("../dist/styles.css", import.meta.url));
mkdirSync(fileURLToPath(new URL("../dist/", import.meta.url)), { recursive: true });
copyFileSync(source, target);
