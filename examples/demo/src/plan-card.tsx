import { useAgent, UseAgentUpdate } from "@wingman/react";
import { useEffect, useRef, useState } from "react";
import { readPlan, type OffsitePlan } from "@wingman/demo-shared/page";
import { TryButton } from "./try-button.js";

/**
 * Shared state, live: what the agent reads and edits (the state tools), and what the page edits
 * too. Every change, from either side, shows here at once.
 */
export function PlanCard() {
  const { agent } = useAgent({ updates: [UseAgentUpdate.OnStateChanged, UseAgentUpdate.OnRunStatusChanged] });
  const plan = readPlan(agent.state);
  const [newItem, setNewItem] = useState("");
  const update = (patch: Partial<OffsitePlan>) => agent.setState({ ...(agent.state as object), ...patch });
  const flash = useFlashOnChange(JSON.stringify(agent.state), agent.isRunning);

  return (
    <section className={`card plan${flash ? " plan--flash" : ""}`} aria-labelledby="plan-title" data-testid="plan-card">
      <div className="card__header">
        <div>
          <h2 className="card__title" id="plan-title">
            Offsite plan
          </h2>
          <p className="card__subtitle">Shared state: the agent sees and edits it, and so can you.</p>
        </div>
        <span className="pill pill--live">
          <span className="pill__dot" /> live
        </span>
      </div>
      <div className="plan__fields">
        <label className="field">
          <span className="field__label">Title</span>
          <input className="input" value={plan.title} onChange={(event) => update({ title: event.target.value })} aria-label="Plan title" />
        </label>
        <label className="field field--narrow">
          <span className="field__label">Budget (€)</span>
          <input
            className="input"
            type="number"
            min={0}
            step={100}
            value={plan.budget}
            onChange={(event) => update({ budget: Number(event.target.value) })}
            aria-label="Budget"
            data-testid="plan-budget"
          />
        </label>
      </div>
      <div className="field__label">Checklist</div>
      <ul className="checklist" data-testid="plan-checklist">
        {plan.checklist.map((item, index) => (
          <li key={`${index}-${item}`} className="checklist__item">
            <span className="checklist__bullet" aria-hidden="true" />
            <span className="checklist__text">{item}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${item}`}
              onClick={() => update({ checklist: plan.checklist.filter((_, position) => position !== index) })}
            >
              ×
            </button>
          </li>
        ))}
        {plan.checklist.length === 0 && <li className="checklist__empty">Nothing yet.</li>}
      </ul>
      <form
        className="checklist__add"
        onSubmit={(event) => {
          event.preventDefault();
          const item = newItem.trim();
          if (!item) return;
          update({ checklist: [...plan.checklist, item] });
          setNewItem("");
        }}
      >
        <input className="input" placeholder="Add an item…" value={newItem} onChange={(event) => setNewItem(event.target.value)} aria-label="New checklist item" />
        <button type="submit" className="button">
          Add
        </button>
      </form>
      <div className="card__footer">
        <TryButton message="Add order snacks to checklist" />
        <TryButton message="Set budget to 2500" />
      </div>
    </section>
  );
}

/** True for a moment after the value changes while the agent runs (its edits flash). */
function useFlashOnChange(value: string, running: boolean): boolean {
  const [flash, setFlash] = useState(false);
  const previous = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (!running) return;
    setFlash(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(false), 900);
  }, [value, running]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return flash;
}
