// `npm run migrate`: bring stored events to the current shapes (docs/ARCHITECTURE.md,
// Migrations): price as whole naira, times as 24-hour 'HH:mm' Lagos time, and the
// derived attributes the registration condition reads (registrationClosesAt,
// hadRegistrations). Safe to run again: converted items are left alone.
//   npm run migrate                      the local store (DATA_DIR, default .data)
//   npm run migrate -- --dry-run         report only
//   npm run migrate -- --table NAME --region REGION   a deployed table
// Exit code 1 when any event could not be converted: those are listed, untouched,
// for the admin to fix in the dashboard (or by hand) before running it again.
import { migrationRepo } from '../../lambdas/lib/db/migration-repo';
import { connect } from '../local/admin-cli';
import { convertEvent } from './event-shapes';

export type MigrationReport = {
  converted: string[];
  unchanged: string[];
  /** Refused: the id and why. */
  refused: { id: string; problems: string[] }[];
  /** Changed by someone else between the read and the write: run again. */
  raced: string[];
};

export async function migrateEvents(options: { dryRun?: boolean } = {}): Promise<MigrationReport> {
  const report: MigrationReport = { converted: [], unchanged: [], refused: [], raced: [] };
  const [events, withRegistrations] = await Promise.all([migrationRepo.events(), migrationRepo.eventIdsWithRegistrations()]);
  for (const item of events) {
    const result = convertEvent(item, withRegistrations.has(String(item.id)));
    if (!result.ok) {
      report.refused.push({ id: result.id, problems: result.problems });
    } else if (Object.keys(result.changes).length === 0) {
      report.unchanged.push(result.id);
    } else if (options.dryRun || (await migrationRepo.apply(result.id, item, result.changes, result.unchanged))) {
      report.converted.push(result.id);
    } else {
      report.raced.push(result.id);
    }
  }
  return report;
}

export function formatReport(report: MigrationReport, dryRun = false): string {
  const lines = [
    `${dryRun ? 'Would convert' : 'Converted'} ${report.converted.length} event(s), ${report.unchanged.length} already up to date.`,
  ];
  if (report.refused.length) {
    lines.push(`Could not convert ${report.refused.length} event(s); they were left as they are:`);
    for (const { id, problems } of report.refused) lines.push(`  ${id}: ${problems.join('; ')}`);
  }
  if (report.raced.length) lines.push(`Changed while migrating, run again: ${report.raced.join(', ')}`);
  return lines.join('\n');
}

export function parseMigrateArgs(argv: readonly string[]): { dryRun: boolean; table?: string; region?: string } {
  const out: { dryRun: boolean; table?: string; region?: string } = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--dry-run') out.dryRun = true;
    else if (flag === '--table') out.table = inline ?? argv[++i];
    else if (flag === '--region') out.region = inline ?? argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}. Usage: npm run migrate -- [--dry-run] [--table NAME --region REGION]`);
  }
  if (Boolean(out.table) !== Boolean(out.region)) throw new Error('--table and --region go together.');
  return out;
}

export async function main(argv: readonly string[]): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    const args = parseMigrateArgs(argv);
    const target = await connect(args);
    try {
      const report = await migrateEvents({ dryRun: args.dryRun });
      console.log(`${formatReport(report, args.dryRun)} (${target.describe})`);
      return report.refused.length || report.raced.length ? 1 : 0;
    } finally {
      await target.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
