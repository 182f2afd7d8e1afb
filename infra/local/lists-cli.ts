// The admin lists' maintenance (docs/ARCHITECTURE.md, Admin lists that scale):
//   npm run lists -- migrate                 searchText on old items, counters recounted
//   npm run lists -- seed-volume             10,000 registrations + 5,000 long messages (local only)
//   npm run lists -- recount-stats           the insights' counters recounted from the registrations
// Target: like `npm run admin`, the store of a running `npm start`, the local
// store under DATA_DIR, or (migrate only) --table NAME --region REGION.
import { migrateLists } from '../../lambdas/lib/db/list-maintenance';
import { rebuildStats } from '../../lambdas/lib/db/stats-maintenance';
import { seedVolume } from '../../lambdas/lib/db/volume-seed';
import { CliError, connect } from './admin-cli';

export const LISTS_USAGE = `Usage:
  npm run lists -- migrate [--table NAME --region REGION]
  npm run lists -- recount-stats [--table NAME --region REGION]
  npm run lists -- seed-volume [--registrations N] [--contacts N]   (local store only)`;

export type ListsArgs = { command: 'migrate' | 'seed-volume' | 'recount-stats'; table?: string; region?: string; registrations: number; contacts: number };

export function parseListsArgs(argv: readonly string[]): ListsArgs {
  const args: ListsArgs = { command: 'migrate', registrations: 10_000, contacts: 5_000 };
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'seed-volume' && command !== 'recount-stats') throw new CliError(LISTS_USAGE);
  args.command = command;
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i].split(/=(.*)/s, 2);
    const value = inline ?? rest[++i];
    if (!value) throw new CliError(`${flag} needs a value.\n\n${LISTS_USAGE}`);
    if (flag === '--table') args.table = value;
    else if (flag === '--region') args.region = value;
    else if (flag === '--registrations' || flag === '--contacts') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new CliError(`${flag} must be a whole number from 0 to 1000000.`);
      args[flag === '--registrations' ? 'registrations' : 'contacts'] = n;
    } else throw new CliError(`Unknown option ${flag}.\n\n${LISTS_USAGE}`);
  }
  if (Boolean(args.table) !== Boolean(args.region)) throw new CliError('--table and --region go together.');
  if (args.command === 'seed-volume' && args.table) throw new CliError('seed-volume writes test data: local store only, never a deployed table.');
  return args;
}

async function main(): Promise<void> {
  const args = parseListsArgs(process.argv.slice(2));
  // Batches of long messages and whole-list counts: more than the 2 s a Lambda's request gets.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS ||= '30000';
  const target = await connect(args);
  try {
    console.log(`Using ${target.describe}.`);
    if (args.command === 'seed-volume') {
      const started = Date.now();
      await seedVolume({ registrations: args.registrations, contacts: args.contacts, onProgress: (line) => console.log(line) });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else if (args.command === 'recount-stats') {
      console.log(`Insights recounted: ${JSON.stringify(await rebuildStats())}`);
    } else {
      const { searchTextAdded, counts, stats } = await migrateLists();
      console.log(`searchText added to ${searchTextAdded} items. Counters: ${JSON.stringify(counts)}${stats ? `. Insights: ${JSON.stringify(stats)}` : ''}`);
    }
  } finally {
    await target.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof CliError ? error.message : ((error as Error)?.stack ?? error));
    process.exit(1);
  });
}
