import { Injectable, effect, signal } from "@angular/core";
import { ACCENT_COLORS, isAccentColor, type AccentColor as AccentColorName } from "@wingman/demo-shared/page";

const STORAGE_KEY = "wingman-demo:accent";

/** The page's accent colour, kept in this browser; it drives `--accent`, which the chat's `--wm-primary` follows. */
@Injectable({ providedIn: "root" })
export class AccentColor {
  readonly #color = signal<AccentColorName>(readSaved());
  readonly color = this.#color.asReadonly();

  constructor() {
    effect(() => {
      const color = this.#color();
      document.documentElement.style.setProperty("--accent", ACCENT_COLORS[color]);
      document.documentElement.dataset["accent"] = color;
      localStorage.setItem(STORAGE_KEY, color);
    });
  }

  set(color: AccentColorName): void {
    this.#color.set(color);
  }
}

function readSaved(): AccentColorName {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isAccentColor(saved) ? saved : "indigo";
}
