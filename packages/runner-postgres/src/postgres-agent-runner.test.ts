import { runAgentRunnerConformanceSuite } from "@wingman/runtime/testing";
import { afterAll } from "vitest";
import { dropSchema, postgresUrl, uniqueSchema } from "../test/support/postgres-schema.js";
import { holdRestartGateShared } from "../test/support/restart-gate.js";
import { PostgresAgentRunner } from "./postgres-agent-runner.js";

const schema = uniqueSchema("conformance");
holdRestartGateShared();
afterAll(() => dropSchema(schema));

runAgentRunnerConformanceSuite("PostgresAgentRunner", () => new PostgresAgentRunner({ connectionString: postgresUrl, schema }), { sharedStorage: true });
