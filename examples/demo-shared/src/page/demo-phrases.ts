/**
 * What to say to try each capability. The offline demo model understands every one of these (see
 * packages/agent/README.md, "The offline demo model"); the page offers the same phrases.
 * `tried` tells whether a user message already tried that capability.
 */
export const DEMO_PHRASES = [
  { title: "Show me an example", message: "Show me an example in markdown", tried: /\b(code|example|markdown|explain|list)\b/i },
  { title: "Change the accent colour", message: "Set the accent color to teal", tried: /\baccent\b/i },
  { title: "Ask me to approve", message: "Ask for approval to deploy to production", tried: /\b(approve|approval|permission|confirm)/i },
  { title: "Get the weather", message: 'Get the weather in "Lisbon"', tried: /\bweather\b/i },
  { title: "Add to the checklist", message: "Add order snacks to checklist", tried: /\bchecklist\b/i },
  { title: "Raise the budget", message: "Set budget to 2500", tried: /\bbudget\b/i },
] as const;
