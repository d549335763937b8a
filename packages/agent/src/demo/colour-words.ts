/**
 * Colour words a newcomer types, with a representative sRGB value, so the demo model can map "crimson" or
 * "light blue" onto the nearest colour an app's enum offers. Longer names come first so "light blue" wins
 * over "blue". The Tailwind-style names (indigo, rose, amber, emerald, violet, sky, teal) use Tailwind's
 * 600 shade, the palette demo apps usually pick from.
 */
const COLOUR_HEX: ReadonlyArray<readonly [string, string]> = [
  ["light blue", "#add8e6"],
  ["sky blue", "#87ceeb"],
  ["baby blue", "#89cff0"],
  ["royal blue", "#4169e1"],
  ["navy blue", "#000080"],
  ["dark blue", "#00008b"],
  ["light green", "#90ee90"],
  ["dark green", "#006400"],
  ["hot pink", "#ff69b4"],
  ["crimson", "#dc143c"],
  ["scarlet", "#ff2400"],
  ["maroon", "#800000"],
  ["cherry", "#d2042d"],
  ["ruby", "#e0115f"],
  ["red", "#ff0000"],
  ["pink", "#ffc0cb"],
  ["rose", "#e11d48"],
  ["coral", "#ff7f50"],
  ["orange", "#ffa500"],
  ["amber", "#d97706"],
  ["gold", "#ffd700"],
  ["yellow", "#ffff00"],
  ["lime", "#65a30d"],
  ["green", "#008000"],
  ["emerald", "#059669"],
  ["mint", "#98ff98"],
  ["olive", "#808000"],
  ["teal", "#0d9488"],
  ["turquoise", "#40e0d0"],
  ["aqua", "#00ffff"],
  ["cyan", "#00ffff"],
  ["azure", "#007fff"],
  ["sky", "#0284c7"],
  ["navy", "#000080"],
  ["blue", "#0000ff"],
  ["indigo", "#4f46e5"],
  ["violet", "#7c3aed"],
  ["lavender", "#b57edc"],
  ["purple", "#800080"],
  ["magenta", "#ff00ff"],
  ["fuchsia", "#c026d3"],
  ["brown", "#a52a2a"],
  ["black", "#000000"],
  ["white", "#ffffff"],
  ["grey", "#808080"],
  ["gray", "#808080"],
  ["silver", "#c0c0c0"],
  ["slate", "#475569"],
];

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, saturation, lightness };
}

const hexOf = (name: string) => COLOUR_HEX.find(([word]) => word === name.toLowerCase())?.[1];

/** The first colour word in the text (longest names first), e.g. "light blue" in "make it light blue". */
export function findColourWord(text: string): string | undefined {
  const lower = text.toLowerCase();
  return COLOUR_HEX.find(([word]) => new RegExp(`\\b${word}\\b`).test(lower))?.[0];
}

/** True when every option is a colour word the demo model knows (an enum of colours). */
export function isColourEnum(options: readonly unknown[]): boolean {
  return options.length > 0 && options.every((option) => typeof option === "string" && hexOf(option) !== undefined);
}

/**
 * The option closest in hue to the wanted colour; greys only match greys. Undefined when nothing is close
 * enough (within 60°), so "black" never becomes "rose".
 */
export function nearestColour(wanted: string, options: readonly string[]): string | undefined {
  const target = hexOf(wanted);
  if (!target) return undefined;
  const want = toHsl(target);
  const chromatic = want.saturation >= 0.15 && want.lightness > 0.05 && want.lightness < 0.97;
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const have = toHsl(hexOf(option)!);
    const haveChromatic = have.saturation >= 0.15;
    if (chromatic !== haveChromatic) continue;
    const hueGap = Math.min(Math.abs(want.hue - have.hue), 360 - Math.abs(want.hue - have.hue));
    const distance = chromatic ? hueGap : Math.abs(want.lightness - have.lightness) * 360;
    if (distance <= 60 && (!best || distance < best.distance)) best = { option, distance };
  }
  return best?.option;
}
