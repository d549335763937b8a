import { ChangeDetectionStrategy, Component, DestroyRef, computed, effect, inject, signal, untracked } from "@angular/core";
import { injectAgentStore } from "@wingman/angular";
import { readPlan, type OffsitePlan } from "@wingman/demo-shared/page";
import { TryButton } from "./try-button";

/**
 * Shared state, live: what the agent reads and edits (the state tools), and what the page edits
 * too. Every change, from either side, shows here at once.
 */
@Component({
  selector: "app-plan-card",
  imports: [TryButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<section class="card plan" [class.plan--flash]="flash()" aria-labelledby="plan-title" data-testid="plan-card">
    <div class="card__header">
      <div>
        <h2 class="card__title" id="plan-title">Offsite plan</h2>
        <p class="card__subtitle">Shared state: the agent sees and edits it, and so can you.</p>
      </div>
      <span class="pill pill--live"><span class="pill__dot"></span> live</span>
    </div>
    <div class="plan__fields">
      <label class="field">
        <span class="field__label">Title</span>
        <input class="input" [value]="plan().title" (input)="update({ title: valueOf($event) })" aria-label="Plan title" />
      </label>
      <label class="field field--narrow">
        <span class="field__label">Budget (€)</span>
        <input class="input" type="number" min="0" step="100" [value]="plan().budget" (input)="update({ budget: numberOf($event) })" aria-label="Budget" data-testid="plan-budget" />
      </label>
    </div>
    <div class="field__label">Checklist</div>
    <ul class="checklist" data-testid="plan-checklist">
      @for (item of plan().checklist; track $index + "-" + item) {
        <li class="checklist__item">
          <span class="checklist__bullet" aria-hidden="true"></span>
          <span class="checklist__text">{{ item }}</span>
          <button type="button" class="icon-button" [attr.aria-label]="'Remove ' + item" (click)="remove($index)">×</button>
        </li>
      } @empty {
        <li class="checklist__empty">Nothing yet.</li>
      }
    </ul>
    <form class="checklist__add" (submit)="add($event)">
      <input class="input" placeholder="Add an item…" [value]="newItem()" (input)="newItem.set(valueOf($event))" aria-label="New checklist item" />
      <button type="submit" class="button">Add</button>
    </form>
    <div class="card__footer">
      <app-try-button message="Add order snacks to checklist" />
      <app-try-button message="Set budget to 2500" />
    </div>
  </section>`,
})
export class PlanCard {
  readonly #store = injectAgentStore();
  protected readonly plan = computed(() => readPlan(this.#store.state()));
  protected readonly newItem = signal("");
  /** True for a moment after the state changes while the agent runs (its edits flash). */
  protected readonly flash = signal(false);

  constructor() {
    let previous: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    inject(DestroyRef).onDestroy(() => clearTimeout(timer));
    effect(() => {
      const value = JSON.stringify(this.#store.state());
      if (previous === undefined || previous === value) return void (previous = value);
      previous = value;
      if (!untracked(() => this.#store.isRunning())) return;
      this.flash.set(true);
      clearTimeout(timer);
      timer = setTimeout(() => this.flash.set(false), 900);
    });
  }

  protected update(patch: Partial<OffsitePlan>): void {
    const agent = this.#store.agent();
    agent.setState({ ...(agent.state as object), ...patch });
  }

  protected remove(index: number): void {
    this.update({ checklist: this.plan().checklist.filter((_, position) => position !== index) });
  }

  protected add(event: Event): void {
    event.preventDefault();
    const item = this.newItem().trim();
    if (!item) return;
    this.update({ checklist: [...this.plan().checklist, item] });
    this.newItem.set("");
  }

  protected valueOf(event: Event): string {
    return (event.target as HTMLInputElement).value;
  }

  protected numberOf(event: Event): number {
    return Number((event.target as HTMLInputElement).value);
  }
}
