// Writes a named configuration and its audit entry in one transaction, so history never disagrees with state.
import type { AuditInfo, MetadataStore } from '../store/store.ts';

export interface AuditedConfig {
  /** Name of the stored document and the audit key/type, e.g. coordinator.config. */
  readonly name: string;
}

export function writeAuditedConfig(
  store: MetadataStore,
  config: AuditedConfig,
  value: unknown,
  auditInfo: AuditInfo,
  now: number,
): void {
  store.transaction(() => {
    store.configs.set(config.name, value);
    store.audit.add({
      key: config.name,
      type: config.name,
      auditInfo,
      payload: JSON.stringify(value),
      auditTime: now,
    });
  });
}
