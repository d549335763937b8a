export { catchConsole, expectConsoleInFile, type CaughtConsole, type ConsoleMethod } from "./catch-console.js";
