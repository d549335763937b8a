import { openai } from "@ai-sdk/openai";

// The model the agent talks to (OPENAI_API_KEY from the environment). Any AI SDK language model fits.
export const model = openai("gpt-4o-mini");
