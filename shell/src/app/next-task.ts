/**
 * Resolves in a later task of the event loop: a start-up step that awaits it
 * ends the task it runs in, so the browser can paint and take input between
 * steps instead of meeting one long task (total blocking time, issue 10).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}
