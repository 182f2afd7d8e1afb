// `npm test`: jest, with one addition. `npm test -- door` (or several: `npm
// test -- door mail`) runs only those areas' tests, as jest.areas.ts lists
// them; any other arguments go to jest unchanged (`npm test -- --json
// --outputFile=…` in .ci/run, `npm test -- frontend/src/pages`), and the area
// names may be followed by more of jest's options (`npm test -- mail --watch`).
import { spawnSync } from 'node:child_process';
import { isTestArea, pathPatterns } from './jest.areas';

const args = process.argv.slice(2);
const areas: string[] = [];
while (args.length > 0 && isTestArea(args[0])) areas.push(args.shift()!);

const patterns = areas.flatMap((area) => (isTestArea(area) ? pathPatterns(area, __dirname) : []));
const jest = require.resolve('jest/bin/jest');
const run = spawnSync(process.execPath, [jest, ...patterns, ...args], { stdio: 'inherit', cwd: __dirname });
process.exit(run.status ?? 1);
