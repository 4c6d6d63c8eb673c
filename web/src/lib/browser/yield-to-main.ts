/**
 * Resolves in a later task, so that the browser may paint and handle input in between: work split
 * at these points runs as several short tasks instead of one long one (a phone's start-up). Uses
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), a timer
 * otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
