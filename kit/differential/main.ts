// `npm run differential`: compares a target with a reference on the SQL corpus; prints a summary, sets the exit code.
import { differentialOptions, USAGE, UsageError } from './options.ts';
import { printDifferential } from './print.ts';
import { runDifferential } from './run.ts';

async function main(args: readonly string[]): Promise<number> {
  let options: ReturnType<typeof differentialOptions>;
  try {
    options = differentialOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`differential: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const result = await runDifferential({ ...options, log: (line) => console.error(line) });
  printDifferential(result);
  return result.exitCode;
}

// A configuration problem (unreadable corpus or expectations file) is reported in one line, never as a stack trace.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`differential: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
