const path = require('node:path');

/**
 * `npm run check:cycles`: no import circle between files, type-only imports included (they tie
 * files together for the compiler and the reader as much as value imports do). This config reads
 * the server side (server/src, common, test, bench, scripts) with the root tsconfig.json;
 * client/.dependency-cruiser.cjs extends it for the client with client/tsconfig.json.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other, directly or through others: move what both need to a lower place.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    // An absolute path: depcruise resolves a tsconfig's `include` against the working directory.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
