import { allPages, buildCsv, csvCell, downloadCsv } from './csv';

type Row = { name: string; note?: string | null; count: number };
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Note', value: (r: Row) => r.note },
  { header: 'Count', value: (r: Row) => r.count },
];

describe('buildCsv', () => {
  it('writes a header row and one CRLF-terminated row per item', () => {
    expect(buildCsv(columns, [{ name: 'Ada', note: 'hi', count: 2 }])).toBe('Name,Note,Count\r\nAda,hi,2\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    const csv = buildCsv(columns, [{ name: 'Obi, Ada', note: 'She said "yes"\nthen left', count: 1 }]);
    expect(csv).toBe('Name,Note,Count\r\n"Obi, Ada","She said ""yes""\nthen left",1\r\n');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('writes empty cells for missing values', () => {
    expect(buildCsv(columns, [{ name: 'Ada', note: null, count: 0 }])).toBe('Name,Note,Count\r\nAda,,0\r\n');
  });

  it.each(['=SUM(A1:A2)', '+2348012345678', '-1', '@cmd', '\tx'])('neutralises the formula-like cell %j', (cell) => {
    const out = csvCell(cell);
    expect(out.replace(/^"/, '').startsWith("'")).toBe(true);
    expect(out).toContain(cell.trim() || cell);
  });

  it('keeps the quote prefix inside quoting when the cell also needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Lagos 2025')).toBe('Lagos 2025');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('downloadCsv', () => {
  it('clicks a download link for a CSV blob and revokes the URL', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('contacts.csv', 'a,b\r\n');

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('contacts.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:csv');
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(blob.size).toBeGreaterThan('a,b\r\n'.length);
    await new Promise((r) => setTimeout(r, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
  });
});

describe('allPages', () => {
  it('follows the cursors to the last page and keeps every row in order', async () => {
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      first: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3, 4], nextCursor: 'c' },
      c: { items: [5], nextCursor: null },
    };
    const asked: (string | undefined)[] = [];
    const progress: number[] = [];
    const rows = await allPages(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first'];
    }, (n) => progress.push(n));
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 'b', 'c']);
    expect(progress).toEqual([2, 4, 5]);
  });
});
