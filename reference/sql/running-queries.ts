// Running synchronous queries by SQL query ID, so a DELETE can cancel every query sharing that ID.

export class RunningQueries {
  private readonly byId = new Map<string, Set<AbortController>>();

  /** Registers a query; the returned function unregisters it when it ends. */
  start(id: string, controller: AbortController): () => void {
    let set = this.byId.get(id);
    if (!set) {
      set = new Set();
      this.byId.set(id, set);
    }
    set.add(controller);
    return () => {
      set.delete(controller);
      if (set.size === 0 && this.byId.get(id) === set) this.byId.delete(id);
    };
  }

  isRunning(id: string): boolean {
    return (this.byId.get(id)?.size ?? 0) > 0;
  }

  /** Cancels every running query with the ID; false when none runs. */
  cancel(id: string): boolean {
    const set = this.byId.get(id);
    if (!set || set.size === 0) return false;
    for (const controller of set) controller.abort();
    this.byId.delete(id);
    return true;
  }

  /** Cancels everything still running (the server is closing). */
  cancelAll(): void {
    for (const id of [...this.byId.keys()]) this.cancel(id);
  }
}
