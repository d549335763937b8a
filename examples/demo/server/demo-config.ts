import { fileURLToPath } from "node:url";
import type { DemoTransport } from "@wingman/demo-shared";

/** Everything the demo server reads from its environment. */
export interface DemoConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Where the SQLite file lives (created when missing). */
  dataDir: string;
  /** A PostgreSQL URL: threads are kept there (`PostgresAgentRunner`) instead of SQLite. */
  databaseUrl: string | undefined;
  /** A Redis URL: threads are kept there (`RedisAgentRunner`) instead of SQLite (unless `databaseUrl` is set). */
  redisUrl: string | undefined;
  /** The prefix of the Redis keys (`REDIS_KEY_PREFIX`); the runner's default when unset. */
  redisKeyPrefix: string | undefined;
  /** The page built by Vite. */
  pageDir: string;
  /** Pause before each token of the offline demo model. */
  tokenDelayMs: number | undefined;
  transport: DemoTransport;
  /** `DEMO_TEST_GATE=1`, for the browser tests only: they can hold an answer after its first line (`/api/demo/test-gate`). */
  testGate: boolean;
  env: Record<string, string | undefined>;
}

const packageRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Reads `PORT`, `HOST`, `DATABASE_URL`, `REDIS_URL`, `REDIS_KEY_PREFIX`, `DEMO_DATA_DIR`, `DEMO_PAGE_DIR`, `DEMO_TOKEN_DELAY_MS`, `DEMO_TRANSPORT` and `DEMO_TEST_GATE`. */
export function readDemoConfig(env: Record<string, string | undefined>): DemoConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new RangeError(`PORT must be a port number, got ${env.PORT}`);
  const tokenDelay = env.DEMO_TOKEN_DELAY_MS === undefined || env.DEMO_TOKEN_DELAY_MS === "" ? undefined : Number(env.DEMO_TOKEN_DELAY_MS);
  if (tokenDelay !== undefined && !(tokenDelay >= 0)) throw new RangeError(`DEMO_TOKEN_DELAY_MS must be a number ≥ 0, got ${env.DEMO_TOKEN_DELAY_MS}`);
  const transport = env.DEMO_TRANSPORT || "realtime";
  if (transport !== "realtime" && transport !== "sse") throw new RangeError(`DEMO_TRANSPORT must be realtime or sse, got ${env.DEMO_TRANSPORT}`);
  const testGate = env.DEMO_TEST_GATE || "0";
  if (testGate !== "0" && testGate !== "1") throw new RangeError(`DEMO_TEST_GATE must be 0 or 1, got ${env.DEMO_TEST_GATE}`);
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: env.DEMO_DATA_DIR || `${packageRoot}.data`,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
    pageDir: env.DEMO_PAGE_DIR || `${packageRoot}dist/page`,
    tokenDelayMs: tokenDelay,
    transport,
    testGate: testGate === "1",
    env,
  };
}
