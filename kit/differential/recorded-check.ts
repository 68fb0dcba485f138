// The recorded corpus replayed against one server: each answer must be Druid's recorded one, or its listed divergence.
import { type Comparison, compareAnswers } from './compare.ts';
import { corpusRequestBody, type Datasources } from './corpus.ts';
import { type Expectation, expectationForQuery } from './expectations.ts';
import type { ServerClient } from './http.ts';
import { DEFAULT_VOLATILE_COLUMNS, normaliseAnswer, sqlShapeOf } from './normalise.ts';
import { maskNames, type RecordedQuery, type Recording } from './recording.ts';

export interface RecordedVerdict {
  readonly id: string;
  /** `same`: Druid's answer; `listed`: the listed divergence; the others are failures. */
  readonly outcome: 'same' | 'listed' | 'drifted' | 'unexpected-pass' | 'other-kind';
  readonly detail?: string;
}

/** Queries sent at once: the server answers them in parallel like a dashboard's panels. */
const CONCURRENCY = 4;

function judge(
  query: RecordedQuery,
  comparison: Comparison,
  expectation: Expectation | undefined,
): RecordedVerdict {
  const { id } = query;
  if (comparison.same)
    return expectation === undefined
      ? { id, outcome: 'same' }
      : {
          id,
          outcome: 'unexpected-pass',
          detail: `listed (${expectation.note}) but now gives Druid's answer`,
        };
  const found = `${comparison.kind}: ${comparison.detail}`;
  if (expectation === undefined) return { id, outcome: 'drifted', detail: found };
  if (expectation.kind !== undefined && expectation.kind !== comparison.kind)
    return {
      id,
      outcome: 'other-kind',
      detail: `listed as a ${expectation.kind} divergence, found ${found}`,
    };
  return { id, outcome: 'listed' };
}

/** Runs every recorded query on the server (its tables loaded under `names`) and judges the answers. */
export async function checkRecording(
  client: ServerClient,
  recording: Recording,
  expectations: readonly Expectation[],
  names: Datasources,
): Promise<RecordedVerdict[]> {
  const started = Date.now();
  const runWindow = { from: started - 3_600_000, to: started + 86_400_000 };
  const verdicts: RecordedVerdict[] = new Array(recording.queries.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < recording.queries.length; index = next++) {
      const query = recording.queries[index] as RecordedQuery;
      const body = corpusRequestBody(query, names);
      const answer = await client.send('POST', '/analytics/v2/sql', body);
      const options = {
        ordered: query.ordered,
        volatileColumns: [...DEFAULT_VOLATILE_COLUMNS, ...(query.volatile ?? [])],
        runWindow,
      };
      const normalised = normaliseAnswer(answer, sqlShapeOf(body), options);
      const current = maskNames(normalised, names, client.endpoint.serviceWord);
      const comparison = compareAnswers(query.answer, current, query.ordered, query.tolerance);
      verdicts[index] = judge(query, comparison, expectationForQuery(expectations, query.id));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return verdicts;
}
