// One rule of the HTML report: its status and text, its scenarios with their steps, evidence and reproduction.
import { type RuleResult, type ScenarioRef, scenarioKey } from '../aggregate.ts';
import { describeRecord, describeStats } from '../consistency.ts';
import type { ScenarioResult } from '../read-messages.ts';
import type { Exchange, StepDetail } from '../scenario-steps.ts';
import { anchor, type Html, html } from './escape.ts';

/** HTTP exchanges kept per step of a failed or error scenario: the last ones, where polling ended. */
export const MAX_EXCHANGES_PER_STEP = 5;
/** Characters kept of a step's doc string or table. */
const MAX_ARGUMENT = 2000;

const cut = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;

export function badge(status: string, extra = ''): Html {
  return html`<span class="badge ${status.replace(' ', '-')}${extra}">${status}</span>`;
}

/** The first line of the request, e.g. `curl -i -X GET "$TARGET_URL/…"`, and the answer's status line. */
function exchangeTitle({ request, response }: Exchange): string {
  const status = response.split('\n')[0] ?? '';
  return `${cut(request.split('\n')[0] ?? '', 160)} ${status}`;
}

/** The step's last HTTP exchanges, each collapsed to its request line and status. */
function exchanges(step: StepDetail): Html {
  const kept = step.exchanges.slice(-MAX_EXCHANGES_PER_STEP);
  const omitted = step.exchanges.length - kept.length;
  return html`${omitted > 0 ? html`<div class="meta">${omitted} earlier HTTP exchanges of this step not shown</div>` : undefined}${kept.map(
    (exchange) =>
      html`<details class="exchange"><summary class="meta">${exchangeTitle(exchange)}</summary><pre>${exchange.request}</pre><pre>${exchange.response}</pre></details>`,
  )}`;
}

function stepItem(step: StepDetail, keepEvidence: boolean): Html {
  const argument =
    step.argument === undefined ? undefined : html`<pre>${cut(step.argument, MAX_ARGUMENT)}</pre>`;
  const message = step.message === undefined ? undefined : html`<pre>${step.message}</pre>`;
  const consistency = step.consistency.map(
    (record) => html`<div class="meta">Time to consistency: ${describeRecord(record)}</div>`,
  );
  const count = step.exchanges.length;
  const untold =
    !keepEvidence && count > 0
      ? html` <span class="meta">(${count} HTTP exchange${count === 1 ? '' : 's'})</span>`
      : '';
  // Only a step that did not pass says so in words; a passed one shows it by its colour, which keeps the file small.
  const status = step.status === 'passed' ? '' : html`${badge(step.status, ' step')} `;
  return html`<li class="${step.status}">${status}<span class="keyword">${step.keyword.trim()}</span> ${step.text}${untold}${argument}${message}${consistency}${keepEvidence ? exchanges(step) : undefined}</li>`;
}

function deviationNote(ref: ScenarioRef): Html | undefined {
  const note = ref.deviation;
  if (note === undefined) return undefined;
  return html`<div class="meta">Profile ${note.profile} (${note.kind}) · evidence: ${note.evidence}${note.failure === undefined ? '' : html` · failed with: ${cut(note.failure, 300)}`}</div>`;
}

function scenarioBlock(ref: ScenarioRef, details: ScenarioResult | undefined): Html {
  const failing = ref.outcome === 'failed' || ref.outcome === 'error' || ref.outcome === 'blocked';
  // A deviating scenario keeps its evidence (how it failed) but stays closed: the profile expected it.
  const keepEvidence = failing || ref.outcome === 'deviates';
  const where = ref.line === undefined ? ref.uri : `${ref.uri}:${ref.line}`;
  const reason = ref.reason === undefined ? '' : html` — <span class="reason">${cut(ref.reason, 300)}</span>`;
  const reproduction =
    ref.reproduction === undefined
      ? undefined
      : html`<div><strong>Reproduce</strong> <span class="meta">(export TARGET_URL, TARGET_USER, TARGET_PASSWORD)</span><pre class="curl">${ref.reproduction}</pre></div>`;
  const fullReason =
    ref.reason !== undefined && ref.reason.length > 300 ? html`<pre>${ref.reason}</pre>` : undefined;
  const steps = details?.steps ?? [];
  const stats =
    ref.consistency === undefined
      ? undefined
      : html`<div class="meta">Time to consistency: ${describeStats(ref.consistency)}</div>`;
  // Where its time went, and the shared datasources it read (issue 20).
  const time =
    ref.timeMs === undefined
      ? ''
      : ` — ${(ref.timeMs / 1000).toFixed(2)} s, ${((ref.targetMs ?? 0) / 1000).toFixed(2)} s on the target`;
  const fixtures = ref.fixtures === undefined ? '' : ` — shared datasources read: ${ref.fixtures.join(', ')}`;
  return html`<details class="scenario ${ref.outcome}"${failing ? html` open` : ''}><summary>${badge(ref.outcome)} ${ref.name}${reason}</summary>
<div class="meta">${where}${time}${fixtures}</div>${fullReason}${reproduction}${stats}
${deviationNote(ref)}<ol class="steps">${steps.map((step) => stepItem(step, keepEvidence))}</ol></details>`;
}

/** A rule as a collapsed block: its status, ID and text in the summary line, the scenarios inside. */
export function ruleBlock(
  rule: RuleResult,
  details: ReadonlyMap<string, ScenarioResult>,
  cache: Map<string, Html>,
): Html {
  const scenarios = rule.scenarios.map((ref) => {
    const key = scenarioKey(ref);
    const known = cache.get(key);
    if (known) return known;
    const block = scenarioBlock(ref, details.get(key));
    cache.set(key, block);
    return block;
  });
  const stats =
    rule.consistency === undefined
      ? undefined
      : html`<p>Time to consistency: ${describeStats(rule.consistency)}</p>`;
  const none =
    rule.scenarios.length === 0 ? html`<p class="meta">No scenario checks this rule.</p>` : undefined;
  return html`<details class="rule ${rule.status.replace(' ', '-')}" id="${anchor('rule', rule.id)}"><summary>${badge(rule.status)}<span class="id">${rule.id}</span>${rule.summary}</summary>
<p class="meta">Section “${rule.section}” · ${rule.certainty} · ${rule.checkableOnAnyTarget ? 'checkable on any target' : 'needs a controllable target'}</p>
${stats}${none}${scenarios}</details>`;
}
