/** Words that start a request, so "… and change the background" is a second request but "milk and eggs" is not. */
const REQUEST_VERBS =
  "add|remove|delete|take|set|change|make|turn|paint|switch|use|ask|request|get|show|tell|raise|lower|increase|decrease|reduce|rename|call|put|update|check|what|how|give";

const SEPARATOR = new RegExp(`\\s*(?:;|[.!?](?=\\s)|,?\\s+(?:and\\s+)?(?:then|also)\\s+|,?\\s+and\\s+(?=(?:please\\s+)?(?:${REQUEST_VERBS})\\b))\\s*`, "i");

/**
 * Splits a message into the requests it holds: "Add milk to the list and change the background to light blue"
 * → two. Splits at `;`, sentence ends, "then"/"also", and "and" followed by a request verb.
 */
export function splitRequests(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((part) => part.trim().replace(/^(?:please|and)\s+/i, "").replace(/[.!?]+$/, ""))
    .filter((part) => part.length > 0);
}
