// `npm run corpus:generate`: writes the generated corpus (kit/differential/generated-corpus.json) from its seed.
// `--check` only says whether the committed file is what the generator makes (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_CORPUS } from '../../kit/differential/corpus.ts';
import { generateCorpus } from '../../kit/differential/generate/generate.ts';

const text = `${JSON.stringify({ queries: generateCorpus() }, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const same = readFileSync(GENERATED_CORPUS, 'utf8') === text;
  console.log(
    same
      ? 'the generated corpus is up to date'
      : 'the generated corpus is stale: run npm run corpus:generate',
  );
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(GENERATED_CORPUS, text);
  console.log(`wrote ${GENERATED_CORPUS}`);
}
