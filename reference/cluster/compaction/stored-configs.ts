// Stored compaction configurations and task slots: each change and its audit entry in one transaction, and their history.
import type { CompactionHistoryEntry } from '../../../schemas/generated/compaction/compaction-history.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AuditEntry, AuditInfo, MetadataStore, StoredCompactionConfig } from '../../store/store.ts';
import { formatInstant } from '../../time/iso.ts';
import { invalidConfig } from './granularity-setting.ts';
import { normalizeCompactionConfig } from './posted-config.ts';

/** Audit key is the datasource; the type is the real system's name of the compaction document. */
export const COMPACTION_AUDIT_TYPE = 'coordinator.compaction.config';
const GLOBAL_NAME = 'coordinator.compaction.config';

export interface GlobalCompactionConfig {
  readonly compactionTaskSlotRatio: number;
  readonly maxCompactionTaskSlots: number;
  readonly useAutoScaleSlots: boolean;
}

export const MAX_TASK_SLOTS = 2_147_483_647;
/** Spec: Limits (ratio 0.1, max 2147483647) and the all-configurations response (useAutoScaleSlots false). */
export const DEFAULT_GLOBAL: GlobalCompactionConfig = {
  compactionTaskSlotRatio: 0.1,
  maxCompactionTaskSlots: MAX_TASK_SLOTS,
  useAutoScaleSlots: false,
};

export const globalCompactionConfig = (store: MetadataStore): GlobalCompactionConfig =>
  store.configs.get<GlobalCompactionConfig>(GLOBAL_NAME) ?? DEFAULT_GLOBAL;

function audit(
  store: MetadataStore,
  key: string,
  config: StoredCompactionConfig | null,
  info: AuditInfo,
  now: number,
) {
  const payload = { globalConfig: globalCompactionConfig(store), compactionConfig: config };
  store.audit.add({
    key,
    type: COMPACTION_AUDIT_TYPE,
    auditInfo: info,
    payload: JSON.stringify(payload),
    auditTime: now,
  });
}

/** Replaces the datasource's configuration (validated first: a bad one stores nothing); returns its name. */
export function postCompactionConfig(
  store: MetadataStore,
  body: unknown,
  info: AuditInfo,
  now: number,
): string {
  const config = normalizeCompactionConfig(body);
  const datasource = String(config.dataSource);
  store.transaction(() => {
    store.compaction.set(datasource, config, now);
    audit(store, datasource, config, info, now);
  });
  return datasource;
}

/** Removes the datasource's configuration; false when it has none. */
export function deleteCompactionConfig(
  store: MetadataStore,
  datasource: string,
  info: AuditInfo,
  now: number,
) {
  return store.transaction(() => {
    if (!store.compaction.get(datasource)) return false;
    store.compaction.set(datasource, null, now);
    audit(store, datasource, null, info, now);
    return true;
  });
}

export interface TaskSlotParams {
  readonly ratio?: string;
  readonly max?: string;
  readonly useAutoScaleSlots?: string;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Spec: an omitted parameter takes its default; an invalid `max` (not an int) is a 404. A ratio that is not a number
 * is a 400. A negative `max` and a ratio outside 0..1 are stored as sent, as the real system stores them
 * (docs/facts/compaction.md §compaction.4); the capacity still lets one task run.
 */
export function taskSlotsOf(params: TaskSlotParams): GlobalCompactionConfig {
  const { ratio, max, useAutoScaleSlots } = params;
  if (
    max !== undefined &&
    (!/^-?\d+$/.test(max) || Number(max) > MAX_TASK_SLOTS || Number(max) < -MAX_TASK_SLOTS - 1)
  )
    throw ApiError.of('invalidTaskSlotMax', { max });
  if (ratio !== undefined && !NUMBER.test(ratio))
    throw invalidConfig(`ratio must be a number, got [${ratio}]`);
  const auto = useAutoScaleSlots?.toLowerCase();
  if (auto !== undefined && auto !== 'true' && auto !== 'false')
    throw invalidConfig(`useAutoScaleSlots must be true or false, got [${useAutoScaleSlots}]`);
  return {
    compactionTaskSlotRatio: ratio === undefined ? DEFAULT_GLOBAL.compactionTaskSlotRatio : Number(ratio),
    maxCompactionTaskSlots: max === undefined ? DEFAULT_GLOBAL.maxCompactionTaskSlots : Number(max),
    useAutoScaleSlots: auto === 'true',
  };
}

/** Sets the cluster-wide fields; every datasource with a configuration gets a history element for the change. */
export function setTaskSlots(
  store: MetadataStore,
  params: TaskSlotParams,
  info: AuditInfo,
  now: number,
): void {
  const slots = taskSlotsOf(params);
  store.transaction(() => {
    store.configs.set(GLOBAL_NAME, slots);
    for (const { datasource, config } of store.compaction.all())
      if (config !== null) audit(store, datasource, config, info, now);
  });
}

/** An audit entry as a compaction history element (spec: Audit entry, compaction history element). */
export function historyElement(entry: AuditEntry): CompactionHistoryEntry {
  const { globalConfig, compactionConfig } = JSON.parse(entry.payload) as Pick<
    CompactionHistoryEntry,
    'globalConfig' | 'compactionConfig'
  >;
  const auditInfo = { ...entry.auditInfo };
  return { globalConfig, compactionConfig, auditInfo, auditTime: formatInstant(entry.auditTime) };
}
