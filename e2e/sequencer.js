// The order of the e2e run's files: the longest first, so that neither of the two
// workers is left alone with a long file at the end. Jest's default orders a
// fresh clone (no timings cached) by file size, which puts the accessibility
// files last: they are three lines each, their screens are in axe-screens.ts,
// and they are the longest of the run. So: the accessibility files, then by size.
const { statSync } = require('node:fs');

const weight = (path) => (/accessibility-[a-z]+\.e2e\.ts$/.test(path) ? Infinity : statSync(path).size);

class LongestFirst {
  sort(tests) {
    return [...tests].sort((a, b) => weight(b.path) - weight(a.path) || a.path.localeCompare(b.path));
  }

  shard(tests) {
    return tests;
  }

  allFailedTests(tests) {
    return tests;
  }

  cacheResults() {}
}

module.exports = LongestFirst;
