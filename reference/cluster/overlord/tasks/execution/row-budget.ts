// Runs work items side by side while the rows they hold together stay within a budget (context.rowsInMemory).

/**
 * Starts `work` for each item in order, at most `lanes` at once, and only while the rows of the running items plus
 * the next one stay within `budget`; an item larger than the budget runs alone. After a failure nothing new starts;
 * it waits for the running items, then throws the first failure.
 */
export async function runWithinRowBudget<T>(
  items: readonly T[],
  rowsOf: (item: T) => number,
  budget: number,
  lanes: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  let held = 0;
  let failure: { error: unknown } | undefined;
  for (let next = 0; next < items.length && !failure; ) {
    const item = items[next] as T;
    const rows = rowsOf(item);
    if (running.size > 0 && (running.size >= lanes || held + rows > budget)) {
      await Promise.race(running);
      continue;
    }
    const index = next++;
    held += rows;
    const done: Promise<void> = work(item, index)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => {
        held -= rows;
        running.delete(done);
      });
    running.add(done);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}
