/** A value, or a promise of it when some step (a subscriber hook) was asynchronous. */
export type MaybePromise<T> = T | Promise<T>;

export const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | undefined)?.then === "function";

/** `next(value)`, synchronously when `value` is not a promise: the reducer's hot path stays synchronous. */
export const chain = <T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> =>
  isPromise(value) ? value.then(next) : next(value);
