// The favicon set and web app manifest icons, drawn from public/favicon.svg
// (the gold note on the brand purple). Needs rsvg-convert (librsvg2-bin).
// Run: node -r esbuild-register frontend/scripts/make-icons.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PUBLIC = path.resolve(__dirname, '../public');
const NOTE = 'M26 44.5a6.5 6.5 0 1 1-3-5.5V16l20-4v25.5a6.5 6.5 0 1 1-3-5.5V19.3l-14 2.8z';
/** Full-bleed square with the note inside the maskable safe zone (80%): Android crops it to any shape; iOS rounds it. */
const SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#502ba0"/><g transform="translate(6.4 6.4) scale(0.8)"><path d="${NOTE}" fill="#f8c84d"/></g></svg>`;

/** An .ico holding one PNG (supported by every browser since IE Vista-era). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // data offset
  return Buffer.concat([header, png]);
}

function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'icons-'));
  try {
    const round = path.join(PUBLIC, 'favicon.svg');
    const square = path.join(tmp, 'square.svg');
    writeFileSync(square, SQUARE);
    const png = (svg: string, size: number, out: string) => execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', out, svg]);
    mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
    png(round, 192, path.join(PUBLIC, 'icons/icon-192.png'));
    png(round, 512, path.join(PUBLIC, 'icons/icon-512.png'));
    png(square, 512, path.join(PUBLIC, 'icons/icon-maskable-512.png'));
    png(square, 180, path.join(PUBLIC, 'apple-touch-icon.png'));
    png(round, 32, path.join(tmp, 'fav32.png'));
    writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoFromPng(readFileSync(path.join(tmp, 'fav32.png')), 32));
    console.log('wrote favicon.ico, apple-touch-icon.png and icons/*.png under frontend/public');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
