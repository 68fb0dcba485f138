// How a request to the target becomes the same request to the reference: its IDs, its service word (pure).

export interface MirroredRequest {
  readonly path: string;
  readonly body?: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
}

/** Top-level fields of submit answers that carry an ID the server chose (a task, a statement, a cancelled task). */
const ID_FIELDS = ['taskId', 'queryId', 'task'] as const;

/** The server-chosen IDs of the target and the reference, learnt from answers to the same request. */
export class IdMap {
  readonly #ids = new Map<string, string>();

  /**
   * Pairs the IDs of two answers to the same request (a task submit: {taskId}; a statement: {queryId}). Only
   * top-level fields of object bodies are paired: lists may come in another order on each server.
   */
  learn(targetText: string, referenceText: string): void {
    const [target, reference] = [objectOf(targetText), objectOf(referenceText)];
    if (target === undefined || reference === undefined) return;
    for (const field of ID_FIELDS) {
      const [mine, theirs] = [target[field], reference[field]];
      if (typeof mine === 'string' && typeof theirs === 'string' && mine !== '' && mine !== theirs)
        this.#ids.set(mine, theirs);
    }
  }

  /** The text with every target ID replaced by the reference's (raw and URL-encoded). */
  rewrite(text: string): string {
    let result = text;
    for (const [mine, theirs] of this.#ids) {
      result = result.split(mine).join(theirs);
      const encoded = encodeURIComponent(mine);
      if (encoded !== mine) result = result.split(encoded).join(encodeURIComponent(theirs));
    }
    return result;
  }

  get size(): number {
    return this.#ids.size;
  }
}

function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request as the reference must receive it: the target's IDs mapped to the reference's. Paths and header
 * names stay in the spec's word; each server's client puts them in its own service word.
 */
export function requestForReference(request: MirroredRequest, ids: IdMap): MirroredRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, ids.rewrite(value)]),
  );
  return {
    path: ids.rewrite(request.path),
    ...(request.body === undefined ? {} : { body: ids.rewrite(request.body) }),
    headers,
  };
}
