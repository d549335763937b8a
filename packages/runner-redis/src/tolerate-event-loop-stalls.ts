import type { Command, Redis } from "ioredis";

/**
 * Makes `client`'s command timeout (`commandTimeout` in its options) judge a command only once the
 * replies already received have been read.
 *
 * ioredis arms a timer per command. When the process's event loop is busy past the timeout (a
 * CPU-starved machine, a long synchronous task), the timer and Redis' reply are both ready, and Node
 * runs expired timers before it reads sockets: the command failed with "Command timed out" though
 * Redis had answered in time, and the runner, taking Redis for hung, answered 503 until a probe got
 * through. Here an expired timer first yields to the I/O phase (`setImmediate` runs after it), so only
 * a command still unanswered then fails. A hung Redis still fails a command within its timeout and
 * one turn of the loop.
 */
export function tolerateEventLoopStalls(client: Redis): void {
  if (typeof client.options.commandTimeout !== "number") return;
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command: Command, ...rest: unknown[]) => {
    command.setTimeout = (ms: number) => armTimeout(command, ms);
    return (send as (command: Command, ...rest: unknown[]) => unknown)(command, ...rest);
  };
}

function armTimeout(command: Command, ms: number): void {
  const timer = setTimeout(() => {
    setImmediate(() => {
      if (!command.isResolved) command.reject(new Error("Command timed out"));
    });
  }, ms);
  const clear = (): void => clearTimeout(timer);
  command.promise.then(clear, clear);
}
