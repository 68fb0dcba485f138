// Architecture rules checked by `npm run lint`: every arrow docs/design.md ("Layers and arrows") forbids.
// Top-level folders form one order, lowest first: schemas, reference, kit, steps, then scripts and bench (tools side by
// side). Each rule below forbids an arrow pointing down that order's wrong way, so no cycle between them can form.
const TEST = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'schemas-import-only-schemas',
      comment: 'schemas/ is the lowest layer: the JSON Schemas and their generated types know no code above them.',
      severity: 'error',
      from: { path: '^schemas/' },
      to: { path: '^(reference|kit|steps|scripts|bench|features)/' },
    },
    {
      name: 'reference-does-not-know-the-kit',
      comment: 'The reference server must run without the kit: no imports from kit/, steps/, scripts/ or bench/.',
      severity: 'error',
      from: { path: '^reference/' },
      to: { path: '^(kit|steps|scripts|bench|features)/' },
    },
    {
      name: 'kit-uses-only-the-public-reference',
      comment: 'The kit reaches the reference only through reference/index.ts (createServer and its config types).',
      severity: 'error',
      from: { path: '^kit/' },
      to: { path: '^reference/', pathNot: '^reference/index\\.ts$' },
    },
    {
      name: 'kit-is-a-package-of-its-own',
      comment: 'kit/ is the packaged library: it never imports the Cucumber glue (steps/) or repository tooling.',
      severity: 'error',
      from: { path: '^kit/' },
      to: { path: '^(steps|scripts|bench|features)/' },
    },
    {
      name: 'steps-use-only-the-public-reference',
      comment: 'Steps may import reference/index.ts and nothing else from reference/ (no http, sql, store, cluster).',
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: '^reference/', pathNot: '^reference/index\\.ts$' },
    },
    {
      name: 'steps-import-no-tooling',
      comment: 'Step definitions and hooks use the kit library; repository tooling sits above them.',
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: '^(scripts|bench)/' },
    },
    {
      name: 'tools-do-not-load-steps',
      comment: 'steps/ is loaded by Cucumber only; scripts and benchmarks use kit/ (or the reference) directly.',
      severity: 'error',
      from: { path: '^(scripts|bench)/' },
      to: { path: '^steps/' },
    },
    {
      name: 'scripts-and-bench-are-side-by-side',
      comment: 'Repository tooling and benchmarks share code through reference/ or kit/, never through each other.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^bench/' },
    },
    {
      name: 'bench-does-not-import-scripts',
      comment: 'See scripts-and-bench-are-side-by-side.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'sql-and-store-never-import-http',
      comment: 'The HTTP layer sits above the SQL engine and the metadata store; they answer in their own terms.',
      severity: 'error',
      from: { path: '^reference/(sql|store)/' },
      to: { path: '^reference/http/' },
    },
    {
      name: 'avatica-never-imports-http',
      comment: 'JDBC protocol (reference/avatica/) knows nothing of HTTP: its route builds it with the security gate.',
      severity: 'error',
      from: { path: '^reference/avatica/' },
      to: { path: '^reference/http/' },
    },
    {
      name: 'store-never-imports-cluster-or-sql',
      comment:
        'Repositories persist; policy (overshadowing, duties, SQL) lives above them. Timeline rules they need are in reference/timeline/.',
      severity: 'error',
      from: { path: '^reference/store/' },
      to: { path: '^reference/(cluster|sql)/' },
    },
    {
      name: 'only-tests-use-test-doubles',
      comment:
        'Test doubles live in reference/test-support/. Named exceptions, left while reference/sql and reference/http are ' +
        'being edited elsewhere: sql/parse-test-support.ts, sql/engine-test-support.ts and http/fuzz-support.ts, ' +
        'which sit beside the tests that use them; this rule still keeps production code from importing them.',
      severity: 'error',
      from: { pathNot: `${TEST}|^reference/test-support/|-test-support\\.ts$|/fuzz-support\\.ts$` },
      to: { path: '^reference/test-support/|-test-support\\.ts$|/fuzz-support\\.ts$' },
    },
    {
      name: 'no-cycles-between-kit-folders',
      comment:
        "kit/'s folders import one way (core lowest, then deviations, config, differential, run, report; cli.ts above all; " +
        'faults/ alone): no folder reaches back into one that imports it, tests included.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^kit/' },
      to: { path: '^kit/', circular: true },
    },
    {
      name: 'no-circular',
      comment: 'No module cycles anywhere (folder cycles between top-level folders are ruled out by the order above).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
