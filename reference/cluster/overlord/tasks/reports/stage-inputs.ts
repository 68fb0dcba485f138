// The inputs of a task's reading stage, as the report's stage definition lists them: EXTERNs and datasources.
import type { ExternScope } from '../../../../ingest/scope.ts';
import { ETERNITY_TEXT } from '../../../../timeline/segment-id.ts';

export interface StageInputs {
  readonly input: unknown[];
  /** Input indexes read as broadcast inputs; absent when there are none. */
  readonly broadcast?: number[];
}

/**
 * EXTERNs in the order the query names them, then datasources (the engine does not say how the two interleave).
 * With more than one input the first is the base and the others are joined to it, which the multi-stage engine's
 * default join algorithm (`broadcast`) reads as broadcast inputs. A UNION of inputs would be reported the same way.
 */
export function stageInputs(scope: ExternScope): StageInputs {
  const externs = scope.externs.map((extern) => ({
    type: 'external',
    inputSource: extern.inputSource,
    inputFormat: extern.inputFormat,
    signature: extern.signature.map((c) => ({ name: c.name, type: String(c.type).toUpperCase() })),
  }));
  // The real system reads a datasource over the query's intervals; without a time filter, all of time.
  const tables = scope.tables.map((dataSource) => ({
    type: 'table',
    dataSource,
    intervals: [ETERNITY_TEXT],
  }));
  const input = [...externs, ...tables];
  if (input.length < 2) return { input };
  return { input, broadcast: input.slice(1).map((_, i) => i + 1) };
}
