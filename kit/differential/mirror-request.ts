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

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The request as the reference must receive it: the target's IDs mapped to the reference's, and, when the two
 * servers use different service words, the path prefix and `X-<Word>-…` header names in the reference's word.
 */
export function requestForReference(
  request: MirroredRequest,
  ids: IdMap,
  words: { readonly target: string; readonly reference: string },
): MirroredRequest {
  let path = ids.rewrite(request.path);
  const headers: Record<string, string> = {};
  const prefix = `x-${words.target.toLowerCase()}-`;
  for (const [name, value] of Object.entries(request.headers)) {
    const renamed =
      words.target !== words.reference && name.toLowerCase().startsWith(prefix)
        ? `X-${capitalised(words.reference)}-${name.slice(prefix.length)}`
        : name;
    headers[renamed] = ids.rewrite(value);
  }
  if (words.target !== words.reference && path.startsWith(`/${words.target}/`))
    path = `/${words.reference}/${path.slice(words.target.length + 2)}`;
  return { path, ...(request.body === undefined ? {} : { body: ids.rewrite(request.body) }), headers };
}
