import { RETENTION_DEFAULTS } from '../../../../contract/privacy';
import { DEFAULT_SITE_CONTENT } from '../../../../contract/default-site-content';
import { blocksOf, longDay } from './notice-text';
import { retentionLines } from './retention';

describe('the privacy notice text', () => {
  it('reads blank lines as paragraphs and "- " lines as one list', () => {
    expect(blocksOf('We collect:\n- your name\n- your email\nThat is all.\n\nSecond\nparagraph.')).toEqual([
      { kind: 'paragraph', text: 'We collect:' },
      { kind: 'list', items: ['your name', 'your email'] },
      { kind: 'paragraph', text: 'That is all.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
    expect(blocksOf('<b>not markup</b>')).toEqual([{ kind: 'paragraph', text: '<b>not markup</b>' }]);
  });

  it('shows the date of the version as people write it', () => {
    expect(longDay('2026-11-28')).toBe('28 November 2026');
  });

  it('names the recipients, the bases, the rights, children and the NDPC in the built-in notice', () => {
    const text = JSON.stringify(DEFAULT_SITE_CONTENT.privacy);
    for (const words of ['AWS', 'Paystack', 'Amazon SES', 'leaves Nigeria', 'contract', 'consent', 'legitimate interest', 'rectification', 'erased', 'restrict', 'portability', 'object', 'withdraw', 'under 18', 'guardian', 'Nigeria Data Protection Commission (NDPC)', 'See or erase your data']) {
      expect(text).toContain(words);
    }
    // The periods come from the retention settings, never from the text (30 days is the time to answer a request).
    expect(text).not.toMatch(/\b\d+ (months|years)\b|\b\d+ days after\b/);
  });
});

describe('how long each kind of data is kept', () => {
  it('says every retention setting with its own number', () => {
    const lines = retentionLines();
    expect(lines).toHaveLength(Object.keys(RETENTION_DEFAULTS).length + 2);
    expect(lines[0]).toEqual({ what: 'Messages you send us', kept: `${RETENTION_DEFAULTS.contactMessagesMonths} months after they were sent` });
    expect(lines.map((l) => l.kept)).toContain(`${RETENTION_DEFAULTS.mailBodiesDays} days after sending (the subject and date stay on record)`);
  });

  it('follows the settings in force, in the singular too', () => {
    const lines = retentionLines({ ...RETENTION_DEFAULTS, contactMessagesMonths: 1, accountingYears: 7 });
    expect(lines[0].kept).toBe('1 month after they were sent');
    expect(lines.find((l) => l.what.startsWith('Receipts and credit notes'))?.kept).toBe(
      "your name and email 7 years after the order's last receipt or credit note, as accounting law requires; the amounts and references stay, without them",
    );
  });
});
