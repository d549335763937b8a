/** The signals an orchestrator or a terminal sends to stop a server. */
const SIGNALS = ["SIGTERM", "SIGINT"] as const;

const shutdowns = new Set<() => Promise<void>>();
let stopping = false;

function listen(): void {
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function unlisten(): void {
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/** Raises `signal` again without our listener: Node's default exits (128 + n) unless the app listens too. */
function reraise(signal: NodeJS.Signals): void {
  unlisten();
  process.kill(process.pid, signal);
}

function onSignal(signal: NodeJS.Signals): void {
  // A second signal while draining means "now".
  if (stopping) return reraise(signal);
  stopping = true;
  void Promise.allSettled([...shutdowns].map((shutdown) => shutdown())).then(() => reraise(signal));
}

/**
 * Runs `shutdown` on SIGTERM/SIGINT, then lets the signal take its default course (the process
 * exits). One process listener serves every registered server; a second signal exits at once.
 * Returns the function that unregisters `shutdown`.
 */
export function shutDownOnSignals(shutdown: () => Promise<void>): () => void {
  if (shutdowns.size === 0) listen();
  shutdowns.add(shutdown);
  return () => {
    if (!shutdowns.delete(shutdown) || shutdowns.size > 0 || stopping) return;
    unlisten();
  };
}
