import { ACCENT_COLORS, type AccentColor } from "@wingman/demo-shared/page";
import { onRadioGroupKeyDown } from "@wingman/demo-shared/page";
import { TryButton } from "./try-button.js";

const COLORS = Object.keys(ACCENT_COLORS) as AccentColor[];

/** The accent colour: a frontend tool (`setAccentColor`) changes it, and so do the swatches. */
export function AccentCard({ accent, onChange }: { accent: AccentColor; onChange(color: AccentColor): void }) {
  return (
    <section className="card accent" aria-labelledby="accent-title" data-testid="accent-card">
      <div className="card__header">
        <div>
          <h2 className="card__title" id="accent-title">
            Accent colour
          </h2>
          <p className="card__subtitle">A frontend tool: the agent calls it and the page changes.</p>
        </div>
      </div>
      <div className="accent__preview">
        <span className="accent__big-swatch" />
        <div>
          <div className="accent__name" data-testid="accent-name">
            {accent}
          </div>
          <code className="accent__code">{ACCENT_COLORS[accent]}</code>
        </div>
      </div>
      <div className="swatches" role="radiogroup" aria-label="Accent colour" onKeyDown={(event) => onRadioGroupKeyDown(event, COLORS, accent, onChange)}>
        {COLORS.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={color === accent}
            tabIndex={color === accent ? 0 : -1}
            aria-label={color}
            className="swatch"
            style={{ background: ACCENT_COLORS[color] }}
            onClick={() => onChange(color)}
          />
        ))}
      </div>
      <div className="card__footer">
        <TryButton message="Set the accent color to teal" />
      </div>
    </section>
  );
}
