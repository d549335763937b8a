import { describe, expect, it } from "vitest";
import { scriptedRun } from "../../test/fixtures/test-events.js";
import { EventLog } from "./event-log.js";
import { filterEvents } from "./filter-events.js";

const log = new EventLog();
for (const event of [...scriptedRun("r1"), ...scriptedRun("r2")]) log.record({ agentId: "a", threadId: "t1", event });
const events = log.events();

describe("filterEvents", () => {
  it("keeps everything without criteria", () => {
    expect(filterEvents(events, {})).toHaveLength(events.length);
    expect(filterEvents(events, { types: [], search: "  " })).toHaveLength(events.length);
  });

  it("filters by type, run and case-insensitive text in the JSON", () => {
    expect(filterEvents(events, { types: ["STATE_DELTA"] }).map((event) => event.type)).toEqual(Array(4).fill("STATE_DELTA"));
    expect(filterEvents(events, { types: ["STATE_DELTA"], runId: "r2" })).toHaveLength(2);
    expect(filterEvents(events, { search: "APPLE" }).map((event) => event.seq)).toEqual([7, 16]);
    expect(filterEvents(events, { search: "run_fin" })).toHaveLength(2);
  });
});
