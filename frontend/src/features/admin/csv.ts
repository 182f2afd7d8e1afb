// CSV for spreadsheet users (RFC 4180 quoting, CRLF rows). A cell that starts
// with = + - @ (or a tab / carriage return) would run as a formula in Excel or
// Sheets; visitors write these cells, so such a cell gets a leading quote.
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(raw: string | number | boolean | null | undefined): string {
  let text = raw === null || raw === undefined ? '' : String(raw);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

export type CsvPage<T> = { items: T[]; nextCursor: string | null };

/**
 * Every row of a paged list: asks for page after page, passing each answer's
 * cursor back, until the last (the lists answer 50 a page, docs/ARCHITECTURE.md,
 * Admin lists that scale). onProgress hears the rows collected so far.
 */
export async function allPages<T>(fetchPage: (cursor?: string) => Promise<CsvPage<T>>, onProgress?: (rows: number) => void): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    rows.push(...page.items);
    onProgress?.(rows.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** Save text as a file: Blob + object URL + a transient link. */
export function downloadCsv(filename: string, csv: string): void {
  // The BOM makes Excel read the file as UTF-8 (names with accents, ₦).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
