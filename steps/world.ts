// One ApiWorld per scenario: the target, the last response, the scenario's unique name and its own targets.
import assert from 'node:assert/strict';
import { type IWorldOptions, setWorldConstructor, World } from '@cucumber/cucumber';
import type { HttpResponse, Method, Target } from '../kit/core/client.ts';
import { evidence } from '../kit/core/evidence.ts';
import { changedFixture } from '../kit/core/fixture-guard.ts';
import { sharedFixturesOn } from '../kit/core/fixtures.ts';
import { uniqueName, uniqueYear } from '../kit/core/names.ts';
import { emptyRulesRequest, rulesSetFor } from '../kit/core/rules-cleanup.ts';
import { theRun } from '../kit/core/run.ts';
import { serviceHeaders, servicePath } from '../kit/core/service-word.ts';
import { timedTarget } from '../kit/core/target-time.ts';
import { targetPath } from '../kit/core/target-words.ts';
import { expand } from '../kit/core/templates.ts';
import { runningFor } from '../kit/core/time-budget.ts';

export class ApiWorld extends World {
  /** The target this scenario talks to: the run's, or one the scenario started for itself. */
  target: Target = theRun().target;
  /** What to undo after the scenario, newest first: resources it created, targets it started. */
  readonly cleanups: (() => Promise<void>)[] = [];
  response: HttpResponse | undefined;
  /** Whether a Then step looked at the last response's status (an unchecked 5xx fails the scenario). */
  statusChecked = false;
  /** The scenario's name (set by a Before hook), for messages that name the scenario that found something. */
  scenarioName = '';
  /** Unique to this scenario within the run; `${unique}` in feature text. */
  readonly unique = uniqueName();
  /** Placeholders steps have set (`${task}`: the task submitted last), expanded like `${unique}`. */
  readonly placeholders = new Map<string, string>();
  /** The request of the last When step, so an `eventually` step can send it again. */
  lastRequest: { method: Method; path: string; body?: string; headers?: Record<string, string> } | undefined;
  /** Evidence of requests that ended while no step of the scenario ran (started in the background by an earlier one). */
  readonly #pendingEvidence: string[] = [];

  constructor(options: IWorldOptions) {
    super(options);
  }

  expand(text: string): string {
    // `${year}` is chosen on first use, so scenarios that never write it use up no year.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder as feature text writes it
    if (text.includes('${year}') && !this.placeholders.has('year'))
      this.placeholders.set('year', String(uniqueYear()));
    return expand(text, this.unique, Date.now(), this.placeholders);
  }

  /** Registers work for the After hook, which runs it whether the scenario passed or not. */
  onCleanup(undo: () => Promise<void>): void {
    this.cleanups.unshift(undo);
  }

  useOwnTarget(target: Target): void {
    this.target = timedTarget(target);
    this.onCleanup(() => target.close());
  }

  /** Sends a request (placeholders expanded), records it as evidence, and returns the response. */
  async request(
    method: Method,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse> {
    const url = this.expand(path);
    const sentBody = body === undefined ? undefined : this.expand(body);
    const sentHeaders = {
      ...(sentBody === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    };
    // A shared datasource is read by many scenarios: one that would change it has a bug, not a verdict.
    const changed = changedFixture(method, url, sentBody, sharedFixturesOn(this.target).names);
    if (changed !== undefined)
      throw new Error(
        `The scenario would change the shared datasource ${changed} (${method} ${targetPath(url)}): a scenario that changes data ingests a datasource of its own`,
      );
    const response = await this.target.send(method, url, sentBody, sentHeaders);
    // The evidence shows the request as the target received it, under its own service word.
    const { serviceWord: word, extensionPathPrefix } = theRun().config;
    const sent = {
      method,
      url: servicePath(word, url, extensionPathPrefix),
      body: sentBody,
      headers: serviceHeaders(word, sentHeaders),
    };
    this.attachEvidence(evidence(sent, response));
    this.#emptyRulesAfterwards(method, url, response.status);
    return response;
  }

  /** Datasources whose rules this scenario set: emptied once, by the After hook (kit/core/rules-cleanup.ts). */
  readonly #ruled = new Set<string>();

  #emptyRulesAfterwards(method: Method, url: string, status: number): void {
    const datasource = rulesSetFor(method, url, status);
    if (datasource === undefined || this.#ruled.has(datasource)) return;
    this.#ruled.add(datasource);
    const target = this.target;
    this.onCleanup(async () => {
      const { method: post, path, body, headers } = emptyRulesRequest(datasource);
      const response = await target.send(post, path, body, headers);
      assert.equal(
        response.status,
        200,
        `After the scenario: emptying the rules of ${datasource} answered ${response.status}`,
      );
    });
  }

  /** Cucumber refuses attachments between steps: evidence of a background request waits for the next step. */
  attachEvidence(text: string): void {
    if (runningFor(this)) this.attach(text, 'text/plain');
    else this.#pendingEvidence.push(text);
  }

  /** Called as each step or hook of the scenario starts (kit/core/step-timeouts.ts). */
  flushPendingEvidence(): void {
    for (const text of this.#pendingEvidence.splice(0)) this.attach(text, 'text/plain');
  }

  /** The one action of a When step: the response becomes the subject of the Then steps. */
  async act(method: Method, path: string, body?: string, headers?: Record<string, string>): Promise<void> {
    this.lastRequest = {
      method,
      path,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers }),
    };
    this.response = await this.request(method, path, body, headers);
    this.statusChecked = false;
  }

  lastResponse(): HttpResponse {
    assert.ok(this.response, 'No request was sent before this check');
    return this.response;
  }
}

setWorldConstructor(ApiWorld);
