// A minimal Chrome DevTools Protocol client over Node's global WebSocket: open a page, run an expression in it.

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class Cdp {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly waiters: { method: string; sessionId?: string; resolve: () => void }[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => this.receive(String(event.data)));
  }

  static connect(endpoint: string): Promise<Cdp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(endpoint);
      socket.addEventListener('open', () => resolve(new Cdp(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot connect to ${endpoint}`)), {
        once: true,
      });
    });
  }

  private receive(data: string): void {
    const message = JSON.parse(data) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      sessionId?: string;
    };
    if (message.id !== undefined) {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result);
      return;
    }
    const index = this.waiters.findIndex(
      (w) => w.method === message.method && w.sessionId === message.sessionId,
    );
    if (index >= 0) this.waiters.splice(index, 1)[0]?.resolve();
  }

  send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(
      JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) }),
    );
    return new Promise((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
    );
  }

  /** Resolves on the next event of that name (in that session), registered before the action that causes it. */
  next(method: string, sessionId?: string): Promise<void> {
    return new Promise((resolve) =>
      this.waiters.push({ method, ...(sessionId === undefined ? {} : { sessionId }), resolve }),
    );
  }

  close(): void {
    this.socket.close();
  }
}

export interface Page {
  /** Runs a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
}

/** Opens `url` in a new tab and resolves once it has loaded. */
export async function openPage(cdp: Cdp, url: string): Promise<Page> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  await cdp.send('Page.enable', {}, sessionId);
  const loaded = cdp.next('Page.loadEventFired', sessionId);
  await cdp.send('Page.navigate', { url }, sessionId);
  await loaded;
  return {
    async evaluate<T>(expression: string): Promise<T> {
      const { result, exceptionDetails } = await cdp.send<{
        result: { value?: unknown };
        exceptionDetails?: { text: string };
      }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
      return result.value as T;
    },
  };
}
