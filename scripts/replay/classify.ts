// Why an exchange does not match: its cause today (re-classified after the SQL grammar, types, exact-number and
// stored-types branches were merged) and a one-line reason. A query on a dataset whose recorded setup failed is charged
// to that setup; the rest is decided per request, from what the difference is (docs/design.md, replay section).
import type { Outcome } from './replay.ts';

export interface Cause {
  /**
   * `spec`: Druid breaks a rule the spec states and the reference keeps the spec. `rule`: Druid answers bad input with a
   * 5xx, the reference with the 4xx the project requires. `speed`, `wording`, `plan`, `sketch`, `cluster`: left, see
   * the reasons. `setup`: a dataset did not load. `user`: an answer to the ordinary user that its permissions
   * explain. `replay`: not classified yet.
   */
  readonly owner: string;
  readonly reason: string;
}

const by = (owner: string, reason: string, names: readonly string[]) =>
  names.map((name): [string, Cause] => [name, { owner, reason }]);

const REQUESTS = new Map<string, Cause>([
  ...by('spec', 'a 4xx carries the spec error shape (Druid: an empty body or an HTML page)', [
    'a GET of the SQL API',
    'a wrong password',
    'cancel a statement that is not running',
  ]),
  ...by(
    'spec',
    "results without resultFormat are `object`, the spec's default (Druid: the submit's format)",
    ['step 7: the first page of the statement'],
  ),
  ...by(
    'spec',
    'a failure while running is a 500 with the error object (spec); Druid sent 200 and rows, then cut',
    ['an error after some rows', 'an error after some rows in lines', 'an error after some rows as objects'],
  ),
  ...by('rule', 'bad input is a 400 here (never a 5xx); Druid answers 500/501', [
    'a time of day',
    'a binary value',
    'a string for an integer',
  ]),
  ...by('speed', 'the reference finishes the query before its timeout or the cancel (Druid took seconds)', [
    'a timeout in the context',
    'a statement to cancel',
    'cancel the statement by its id',
  ]),
  ...by('wording', "Jackson's text of a request it cannot read (Java classes, a position in the JSON)", [
    'an unknown result format',
    'a parameter with no type',
  ]),
  ...by('wording', "Calcite's rewritten text of the refused statement (quoted names, FETCH NEXT)", [
    'two statements in one request',
  ]),
  ...by('plan', "EXPLAIN's PLAN is Druid's native query; the reference's is its own", ['feature: explain']),
  ...by('sketch', "DS_HLL's bytes are DataSketches' HLL serialisation; the reference keeps the values", [
    'feature: a sketch',
  ]),
  ...by('cluster', "depends on the recorded cluster (its services' versions)", [
    'the version of each service',
  ]),
  ...by('cluster', "37's cluster had dropped the overshadowed segments before its teardown (§releases.3)", [
    'teardown: drop the datasource for crud',
  ]),
]);

export function causeOf(outcome: Outcome): Cause {
  // A dataset whose setup failed: every query on it is an unknown table, charged to the setup.
  const missing = /Object '(dbimp_[a-z]+)' not found/.exec(outcome.actual?.body ?? '')?.[1];
  if (missing !== undefined)
    return { owner: 'setup', reason: `${missing} not loaded: see its setup exchange` };
  return (
    recordedCluster(outcome) ??
    REQUESTS.get(outcome.exchange.name) ??
    (outcome.exchange.as === 'dbmeta_user' ? ORDINARY_USER : undefined) ?? {
      owner: 'replay',
      reason: `to look at: ${outcome.mismatch?.kind ?? ''}`,
    }
  );
}

/** Answers that show the state of the recorded cluster, not its release (docs/facts/releases.md). */
function recordedCluster(outcome: Outcome): Cause | undefined {
  const recorded = outcome.exchange.expect.body ?? '';
  if (recorded.includes('"dbimp_t"'))
    return {
      owner: 'cluster',
      reason:
        "37's cluster also held dbimp_t, a probe's datasource, and had dropped overshadowed segments (§releases.3, §releases.4)",
    };
  if (outcome.exchange.name === 'an error before any rows' && recorded.includes('"errorMessage":"null"'))
    return {
      owner: 'cluster',
      reason:
        "the server had stopped giving the division's message, `null` (§releases.1); the reference says `/ by zero`",
    };
  return undefined;
}

/** An answer to the ordinary user its request does not explain: its permissions (§security.21, §releases.5). */
const ORDINARY_USER: Cause = {
  owner: 'user',
  reason: "dbmeta_user's permission answers (§security.21, §releases.5): to look at",
};
