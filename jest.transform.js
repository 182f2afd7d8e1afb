// Jest transform on esbuild: ~10x faster than ts-jest. Types are checked
// separately by `npm run typecheck`, so this only strips them.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const loader = filename.endsWith('x') ? (filename.endsWith('.jsx') ? 'jsx' : 'tsx') : filename.endsWith('.ts') ? 'ts' : 'js';
    const { code, map } = transformSync(source, {
      loader,
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
