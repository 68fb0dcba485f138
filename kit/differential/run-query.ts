// Runs one corpus query on both servers at once and compares their normalised answers.
import { type Comparison, compareAnswers } from './compare.ts';
import { type CorpusQuery, corpusRequestBody, type Datasources } from './corpus.ts';
import type { Answer, ServerClient } from './http.ts';
import { DEFAULT_VOLATILE_COLUMNS, type NormalisedAnswer, normaliseAnswer, sqlShapeOf } from './normalise.ts';

export interface QueryRun {
  readonly body: string;
  readonly outcome:
    | {
        readonly comparison: Comparison;
        readonly target: NormalisedAnswer;
        readonly reference: NormalisedAnswer;
      }
    | { readonly error: string };
}

/** Sends the same request to both servers; an unreachable side is a harness error, other failures are answers. */
export async function runQuery(
  query: CorpusQuery,
  names: Datasources,
  target: ServerClient,
  reference: ServerClient,
  runWindow: { from: number; to: number },
): Promise<QueryRun> {
  const body = corpusRequestBody(query, names);
  const send = (client: ServerClient) => client.send('POST', '/analytics/v2/sql', body);
  const [targetAnswer, referenceAnswer] = await Promise.allSettled([send(target), send(reference)]);
  const failures = [targetAnswer, referenceAnswer]
    .map((settled, i) =>
      settled.status === 'rejected' ? `${i === 0 ? 'target' : 'reference'}: ${message(settled.reason)}` : '',
    )
    .filter((text) => text !== '');
  if (targetAnswer.status !== 'fulfilled' || referenceAnswer.status !== 'fulfilled')
    return { body, outcome: { error: failures.join('; ') } };
  const shape = sqlShapeOf(body);
  const options = {
    ordered: query.ordered,
    volatileColumns: [...DEFAULT_VOLATILE_COLUMNS, ...(query.volatile ?? [])],
    runWindow,
  };
  const normalise = (answer: Answer) => normaliseAnswer(answer, shape, options);
  const [t, r] = [normalise(targetAnswer.value), normalise(referenceAnswer.value)];
  return {
    body,
    outcome: { comparison: compareAnswers(t, r, query.ordered, query.tolerance), target: t, reference: r },
  };
}

/** An UnreachableError says which request failed and why; anything else is shown by its message. */
const message = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason));
