// The privacy notice's texts as the admin types them (docs/PRODUCT-RULES.md,
// People's data): a blank line starts a new paragraph, and lines starting with
// '- ' are a list. Plain data for the page to render: no markup is ever read
// from the text.
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function blocksOf(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
      continue;
    }
    const item = /^[-•*]\s+(.*)$/.exec(line);
    if (item) {
      endParagraph();
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item[1]);
      else blocks.push({ kind: 'list', items: [item[1]] });
    } else {
      // A line right after a list starts a new paragraph; other lines join theirs.
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** '2026-11-28' -> '28 November 2026' (the day as written, in no time zone). */
export function longDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
