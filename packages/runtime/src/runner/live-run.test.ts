import { EventType, type BaseEvent } from "@ag-ui/core";
import { from, Observable, take } from "rxjs";
import { describe, expect, it } from "vitest";
import type { RunnerEvent } from "./agent-runner.js";
import { LiveRun } from "./live-run.js";

const custom = (value: number): BaseEvent => ({ type: EventType.CUSTOM, name: "n", value });

function follow(live: LiveRun, after?: number): { ids: number[]; completed: () => boolean } {
  const ids: number[] = [];
  let completed = false;
  live.observe(after).subscribe({ next: ({ id }: RunnerEvent) => ids.push(id), complete: () => (completed = true) });
  return { ids, completed: () => completed };
}

describe("LiveRun", () => {
  it("replays from the start (or after an id) to late followers, then follows, then completes", () => {
    const live = new LiveRun("r");
    live.append(1, custom(1));
    live.append(2, custom(2));
    const early = follow(live);
    live.append(5, custom(3));
    const late = follow(live);
    const resumed = follow(live, 2);
    live.append(6, custom(4));
    expect(early.completed()).toBe(false);
    live.finish();
    expect(early.ids).toEqual([1, 2, 5, 6]);
    expect(late.ids).toEqual([1, 2, 5, 6]);
    expect(resumed.ids).toEqual([5, 6]);
    expect([early, late, resumed].every((follower) => follower.completed())).toBe(true);
  });

  it("completes at once a follower arriving after the end, and ignores appends after it", () => {
    const live = new LiveRun("r");
    live.append(1, custom(1));
    live.finish();
    live.append(2, custom(2));
    const after = follow(live);
    expect(after.ids).toEqual([1]);
    expect(after.completed()).toBe(true);
    expect(live.events).toHaveLength(1);
  });

  it("stops delivering to a follower that unsubscribes, even from inside its handler", () => {
    const live = new LiveRun("r");
    const seen: number[] = [];
    live.observe().pipe(take(2)).subscribe(({ id }) => seen.push(id));
    for (let id = 1; id <= 5; id++) live.append(id, custom(id));
    expect(seen).toEqual([1, 2]);
  });

  it("with publishOnConfirm, delivers only published events; finish publishes the rest", () => {
    const live = new LiveRun("r", { publishOnConfirm: true });
    live.append(1, custom(1));
    live.append(2, custom(2));
    const early = follow(live);
    expect(early.ids).toEqual([]);
    live.publish(1);
    expect(early.ids).toEqual([1]);
    live.append(3, custom(3));
    live.publish();
    const late = follow(live, 1);
    live.publish(2);
    expect(live.published).toBe(3);
    expect(early.ids).toEqual([1, 2, 3]);
    expect(late.ids).toEqual([2, 3]);
    live.append(4, custom(4));
    live.finish();
    expect(early.ids).toEqual([1, 2, 3, 4]);
    expect([early, late].every((follower) => follower.completed())).toBe(true);
  });

  it("publishes no further than what was appended", () => {
    const live = new LiveRun("r", { publishOnConfirm: true });
    live.append(1, custom(1));
    live.publish(5);
    expect(live.published).toBe(1);
    live.append(2, custom(2));
    const follower = follow(live);
    expect(follower.ids).toEqual([1]);
  });

  it("fence: followers get no unpublished event; each continues from the store after the last id it saw", () => {
    const live = new LiveRun("r", { publishOnConfirm: true });
    // The store holds 1..2 as published, then its own terminal with id 3 (the run's 3 and 4 were never written).
    const stored = [1, 2].map((id) => ({ id, event: custom(id) })).concat({ id: 3, event: { type: EventType.RUN_ERROR, message: "stored" } as BaseEvent });
    const asked: (number | undefined)[] = [];
    const storedAfter = (after: number | undefined) => {
      asked.push(after);
      return from(stored.filter(({ id }) => after === undefined || id > after));
    };
    live.append(1, custom(1));
    live.append(2, custom(2));
    live.publish(1);
    const early = follow(live);
    const resumed = follow(live, 1);
    live.append(3, custom(3));
    live.append(4, custom(4));
    live.fence(storedAfter);
    live.publish();
    live.finish();
    live.append(5, custom(5));
    const late = follow(live);
    const lateResumed = follow(live, 2);
    expect(early.ids).toEqual([1, 2, 3]);
    expect(resumed.ids).toEqual([2, 3]);
    expect(late.ids).toEqual([1, 2, 3]);
    expect(lateResumed.ids).toEqual([3]);
    expect(asked).toEqual([1, 1, 1, 2]);
    expect([early, resumed, late, lateResumed].every((follower) => follower.completed())).toBe(true);
    expect(live.finished).toBe(true);
  });

  it("fence: a follower that saw nothing continues from the run's start; unsubscribing detaches from the store", () => {
    const live = new LiveRun("r", { publishOnConfirm: true });
    live.append(1, custom(1));
    const asked: (number | undefined)[] = [];
    let unsubscribed = false;
    const seen: number[] = [];
    const subscription = live.observe().subscribe(({ id }) => seen.push(id));
    live.fence((after) => {
      asked.push(after);
      return new Observable<RunnerEvent>((subscriber) => {
        subscriber.next({ id: 1, event: custom(1) });
        return () => (unsubscribed = true);
      });
    });
    expect(asked).toEqual([undefined]);
    expect(seen).toEqual([1]);
    subscription.unsubscribe();
    expect(unsubscribed).toBe(true);
  });
});
