type SchedulerWithYield = { yield: () => Promise<void> };

/** Ends the current task so the browser can paint and handle input, and resumes in a new one. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
