// Fails when a source file passes 500 lines and warns past 300 (style R25); generated code and the SQL parser are exempt.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SOFT_LIMIT = 300;
const HARD_LIMIT = 500;
const EXEMPT = [/\/generated\//, /\/parser\/parser\.ts$/];

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.feature'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file !== '' && !EXEMPT.some((pattern) => pattern.test(`/${file}`)));

let tooLong = 0;
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n').length;
  if (lines > HARD_LIMIT) {
    console.error(`${file}: ${lines} lines, over the limit of ${HARD_LIMIT}: split it`);
    tooLong++;
  } else if (lines > SOFT_LIMIT) {
    console.warn(`${file}: ${lines} lines, over ${SOFT_LIMIT}: consider splitting it`);
  }
}
console.log(`file sizes: ${files.length} files checked, ${tooLong} over ${HARD_LIMIT} lines`);
process.exit(tooLong > 0 ? 1 : 0);
