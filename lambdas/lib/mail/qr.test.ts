import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { qrPng, qrSvg } from './qr';

const link = 'https://harmony.example/tickets/abc123';

it('makes a PNG image', async () => {
  const png = await qrPng(link, 240);
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  // IHDR width, big-endian at byte 16.
  expect(png.readUInt32BE(16)).toBe(240);
});

it('makes an SVG of the same code', async () => {
  const svg = await qrSvg(link);
  expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
  // The code carries the link: its module count matches one built for that text.
  const modules = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules.size;
  expect(svg).toContain(`viewBox="0 0 ${modules + 4} ${modules + 4}"`);
});

it('makes different codes for different links', async () => {
  expect((await qrPng(link, 120)).equals(await qrPng(`${link}x`, 120))).toBe(false);
});

it('draws every module of the code: dark where the code is dark, white elsewhere', async () => {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const image = PNG.sync.read(await qrPng(link, 400));
  const cell = image.width / (modules.size + 4); // 2 modules of quiet zone each side
  const darkAt = (row: number, col: number) => {
    const x = Math.floor((col + 2.5) * cell);
    const y = Math.floor((row + 2.5) * cell);
    return image.data[(y * image.width + x) * 4] < 128;
  };
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) expect([row, col, darkAt(row, col)]).toEqual([row, col, modules.get(row, col) === 1]);
  }
  expect(image.data[0]).toBeGreaterThan(200); // the quiet zone is white
});
