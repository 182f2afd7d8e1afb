// The text a PDF shows, for tests: pdf-lib (already the writer) parses the
// file; each page's content stream is decoded with pdf-lib's own filters and
// the strings drawn with Tj are read back. Enough for the PDFs we write
// (standard fonts, one string per Tj), not a general text extractor.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const parts: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)!) : contents ? [contents] : [];
    for (const part of parts) {
      if (!(part instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(part).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[2].replace(/\\(.)/g, '$1'));
      }
    }
  }
  return lines.join('\n');
}
