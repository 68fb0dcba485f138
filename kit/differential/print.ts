// The terminal summary of a differential run, shared by `npm run differential` and the packaged CLI.
import { STATUSES } from './classify.ts';
import type { DifferentialResult } from './results.ts';

export function printDifferential(result: DifferentialResult): void {
  const counts = STATUSES.map((status) => `${result.counts[status]} ${status}`).join(', ');
  console.log(`differential: ${counts}`);
  for (const entry of [...result.queries, ...result.scenarios])
    if (entry.status !== 'match' && entry.status !== 'expected-divergence')
      console.log(
        `  ${entry.status}: ${'id' in entry ? entry.id : entry.scenario}${entry.kind ? ` (${entry.kind})` : ''}`,
      );
  console.log(`differential: reports in ${result.files.markdown} and ${result.files.json}`);
}
