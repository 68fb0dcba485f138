// npm run replay [-- --release 36.0.0] [--verbose]: replays the recorded real-Druid exchanges (every stored release
// without --release) against the reference started in process with the service word `druid`, prints each release's
// match ratio, each mismatch with its cause, and the total.
import { ratiosByPrincipal } from './by-principal.ts';
import { causeOf } from './classify.ts';
import { loadRelease, RELEASES } from './recordings.ts';
import { startReference } from './reference-target.ts';
import { type Outcome, replayRelease } from './replay.ts';

const args = process.argv.slice(2);
const only = args.includes('--release') ? args[args.indexOf('--release') + 1] : undefined;
const verbose = args.includes('--verbose');
const releases = only === undefined ? [...RELEASES] : [only];

const all: Outcome[] = [];
const ratios: string[] = [];
for (const version of releases) {
  const release = loadRelease(version);
  // Each release ran on a fresh cluster: each replay gets a fresh reference.
  const target = await startReference();
  try {
    const outcomes = await replayRelease(release, target);
    all.push(...outcomes);
    report(version, outcomes);
    ratios.push(`  Druid ${version}: ${ratio(outcomes)}`);
  } finally {
    await target.close();
  }
}
// Each release's ratio again, then the total: one place to read them after the lists of mismatches.
if (ratios.length > 1) console.log(`\n${ratios.join('\n')}`);
console.log(`\nreplay: ${ratio(all)}`);
const byCause = new Map<string, number>();
for (const outcome of all)
  if (outcome.mismatch !== undefined) {
    const cause = causeOf(outcome).owner;
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  }
for (const [cause, count] of [...byCause].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${cause}`);

function report(version: string, outcomes: readonly Outcome[]): void {
  const matching = outcomes.filter((outcome) => outcome.mismatch === undefined).length;
  console.log(
    `Druid ${version}: ${matching}/${outcomes.length} match (${percent(matching, outcomes.length)}; ${ratiosByPrincipal(outcomes)})`,
  );
  for (const outcome of outcomes) {
    if (outcome.mismatch === undefined) continue;
    const cause = causeOf(outcome);
    console.log(`  ${outcome.exchange.file}  [${cause.owner}] ${cause.reason}`);
    console.log(`      ${outcome.exchange.name}: ${outcome.mismatch.detail}`);
    if (verbose) console.log(`      got: ${(outcome.actual?.body ?? '').slice(0, 400)}`);
  }
}

function ratio(outcomes: readonly Outcome[]): string {
  const matching = outcomes.filter((outcome) => outcome.mismatch === undefined).length;
  return `${matching}/${outcomes.length} exchanges match (${percent(matching, outcomes.length)})`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}
