// The metadata store's interface (types only): what the cluster keeps, independent of SQLite.

/** Who changed something, from X-Analytics-Author / X-Analytics-Comment and the caller's address. */
export interface AuditInfo {
  readonly author: string;
  readonly comment: string;
  readonly ip: string;
}

export interface AuditEntry {
  readonly key: string;
  readonly type: string;
  readonly auditInfo: AuditInfo;
  /** The new value serialized as JSON text. */
  readonly payload: string;
  /** Epoch milliseconds. */
  readonly auditTime: number;
}

/** Either a time window (both ends inclusive, oldest first) or the newest `limit` entries (newest first). */
export type AuditQuery =
  | {
      readonly type: string;
      readonly key?: string;
      readonly window: { readonly start: number; readonly end: number };
    }
  | { readonly type: string; readonly key?: string; readonly limit: number };

export interface AuditRepository {
  add(entry: AuditEntry): void;
  find(query: AuditQuery): AuditEntry[];
}

/** Named JSON documents: dynamic configurations and other cluster-global settings. */
export interface ConfigRepository {
  get<T>(name: string): T | undefined;
  set(name: string, value: unknown): void;
}

export interface MetadataStore {
  readonly configs: ConfigRepository;
  readonly audit: AuditRepository;
  /** Runs `work` atomically: every write inside commits together or not at all. */
  transaction<T>(work: () => T): T;
  close(): void;
}
