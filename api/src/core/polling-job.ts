/** A background pass run now, on a timer, and when woken. */
export interface PollingJob {
  /** Runs a pass now; during one, runs one more right after it (what woke it may have come too late for it). */
  wake(): void;
  /** No more passes; waits for the one running. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once, every `everyMs` (a safety net for a missed wake or a
 * failed pass) and on `wake()`, never two at once in this process (several
 * processes share the work through their own row locks). A pass's failure
 * goes to `onError` and the timer goes on. `everyMs` 0 or less: never runs
 * (tests drive the passes themselves).
 */
export function startPollingJob(everyMs: number, pass: () => Promise<void>, onError: (error: unknown) => void): PollingJob {
  if (!(everyMs > 0)) return { wake: () => undefined, stop: async () => undefined };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().catch(onError).finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  wake();
  return {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
