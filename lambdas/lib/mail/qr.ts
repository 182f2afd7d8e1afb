// The ticket's QR code: its content is the attendee's manage link, so a
// phone camera at the door opens the ticket. A PNG for mail (clients do not
// render inline SVG) and an SVG string for the ticket page (sharp at any size).
import QRCode from 'qrcode';

// 'M' survives a scratched or glare-washed phone screen; the quiet zone of 2
// modules is what scanners need around the code.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A PNG of the code, width in pixels (the mail shows it at 200). */
export function qrPng(content: string, width = 400): Promise<Buffer> {
  // PNG filter 'Up' for every row: each module row is repeated down its height, so
  // most rows filter to zeros. pngjs's default tries all five filters per row in
  // plain JS: 4x slower in Node (a mail per ticket, in the mailer's Lambda) and
  // 15x slower under jest. qrcode fills in this object, so it is a new one each call.
  return QRCode.toBuffer(content, { ...OPTIONS, type: 'png', width, rendererOpts: { filterType: 2 } as { deflateLevel?: number } });
}

/** An SVG document of the code, scalable, for the ticket page. */
export function qrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { ...OPTIONS, type: 'svg' });
}
