// Cucumber profiles. `default`: every feature against the target kit/core/client.ts chooses, all reports.
// KIT_REPORTS_DIR lets a second run (for example CI's target-mode run) keep its reports apart.
// KIT_PROGRESS_FORMAT: the runner asks for progress-bar on a terminal.
const dir = process.env.KIT_REPORTS_DIR ?? 'reports';
const progress = process.env.KIT_PROGRESS_FORMAT ?? 'progress';
// Cucumber adds the paths given on its command line to the configured ones: when some are given
// (`npm run conformance -- features/sql/errors.feature[:12]` or `-- features/tasks`), run only those.
const givenPaths = process.argv
  .slice(2)
  .some((arg) => /\.feature(:\d+)*$/.test(arg) || /^(\.\/)?features(\/|$)/.test(arg));
const paths = givenPaths ? [] : ['features/**/*.feature'];
const reports = [
  progress,
  `html:${dir}/cucumber.html`,
  `message:${dir}/messages.ndjson`,
  `junit:${dir}/junit.xml`,
  `usage:${dir}/usage.txt`,
];

export default {
  paths,
  import: ['steps/*.ts'],
  format: reports,
  formatOptions: { junit: { suiteName: 'analytics-conformance' } },
  strict: true,
};

// `quick`: the same run with only the progress output, for a fast look while writing features.
export const quick = {
  paths,
  import: ['steps/*.ts'],
  format: [progress],
  strict: true,
};
