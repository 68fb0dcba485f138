// Architecture rules checked in CI: the kit reaches the reference only through createServer, never the reverse.
module.exports = {
  forbidden: [
    {
      name: 'steps-use-only-the-public-reference',
      comment: 'Steps may import reference/index.ts (createServer) and nothing else from reference/ (style R13).',
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: '^reference/', pathNot: '^reference/index\\.ts$' },
    },
    {
      name: 'reference-does-not-know-the-kit',
      comment: 'The reference server must run without the kit: no imports from steps/, features/ or scripts/.',
      severity: 'error',
      from: { path: '^reference/' },
      to: { path: '^(steps|features|scripts|kit)/' },
    },
    {
      name: 'no-circular',
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
