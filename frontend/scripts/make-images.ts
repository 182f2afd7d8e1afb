// Original artwork for the site, drawn as SVG and encoded to WebP (no network,
// no stock photos). The provider replaces any image by dropping in a file of
// the same name; sizes are listed in src/content/images.ts.
// Needs rsvg-convert (librsvg2-bin) and cwebp (webp).
// Run: node -r esbuild-register frontend/scripts/make-images.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Scene = 'keys' | 'choir' | 'notes' | 'stage' | 'strings' | 'plain';
type Spec = { file: string; width: number; height: number; scene: Scene; palette: [string, string, string]; seed: number; label?: string };

const PURPLE: [string, string, string] = ['#2a1853', '#6437c4', '#f8c84d'];
const DUSK: [string, string, string] = ['#1a0f35', '#b86e07', '#fbde8a'];
const TEAL: [string, string, string] = ['#0b2e3a', '#1f7a8c', '#f5b324'];
const WINE: [string, string, string] = ['#3b0d24', '#a23b5b', '#fdefc7'];
const NIGHT: [string, string, string] = ['#0d1330', '#3d2279', '#9a74f7'];

const SPECS: Spec[] = [
  { file: 'images/hero.webp', width: 1600, height: 900, scene: 'stage', palette: PURPLE, seed: 1 },
  { file: 'images/about.webp', width: 1200, height: 900, scene: 'keys', palette: DUSK, seed: 2 },
  { file: 'images/impact-1.webp', width: 1200, height: 800, scene: 'choir', palette: WINE, seed: 3 },
  { file: 'images/impact-2.webp', width: 1200, height: 800, scene: 'strings', palette: TEAL, seed: 4 },
  { file: 'images/event-default.webp', width: 1200, height: 675, scene: 'notes', palette: PURPLE, seed: 5, label: 'Music Workshop' },
  { file: 'images/placeholder.webp', width: 800, height: 600, scene: 'plain', palette: ['#d4d4d8', '#a1a1aa', '#71717a'], seed: 6 },
  { file: 'images/gallery/gallery-1.webp', width: 1200, height: 900, scene: 'choir', palette: PURPLE, seed: 11 },
  { file: 'images/gallery/gallery-2.webp', width: 1200, height: 900, scene: 'keys', palette: NIGHT, seed: 12 },
  { file: 'images/gallery/gallery-3.webp', width: 1200, height: 900, scene: 'stage', palette: DUSK, seed: 13 },
  { file: 'images/gallery/gallery-4.webp', width: 1200, height: 900, scene: 'strings', palette: WINE, seed: 14 },
  { file: 'images/gallery/gallery-5.webp', width: 1200, height: 900, scene: 'notes', palette: TEAL, seed: 15 },
  { file: 'images/gallery/gallery-6.webp', width: 1200, height: 900, scene: 'choir', palette: NIGHT, seed: 16 },
  { file: 'images/gallery/gallery-7.webp', width: 1200, height: 900, scene: 'stage', palette: TEAL, seed: 17 },
  { file: 'images/gallery/gallery-8.webp', width: 1200, height: 900, scene: 'keys', palette: WINE, seed: 18 },
  { file: 'images/gallery/gallery-9.webp', width: 1200, height: 900, scene: 'strings', palette: PURPLE, seed: 19 },
  { file: 'images/og-image.png', width: 1200, height: 630, scene: 'stage', palette: PURPLE, seed: 20, label: 'Harmony Music Ministry & Mentorship' },
];

function rng(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function note(x: number, y: number, size: number, color: string, opacity: number) {
  const w = size * 0.62;
  return `<g fill="${color}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${size * 0.42}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + w - size * 0.1}" y="${y - size * 3}" width="${size * 0.16}" height="${size * 3}"/><path d="M${x + w} ${y - size * 3} q ${size * 1.2} ${size * 0.8} ${size * 0.8} ${size * 2}" stroke="${color}" stroke-width="${size * 0.16}" fill="none"/></g>`;
}

function scene(spec: Spec): string {
  const { width: W, height: H, palette } = spec;
  const [dark, mid, light] = palette;
  const r = rng(spec.seed);
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
  </defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`);
  // Soft stage lights.
  for (let i = 0; i < 14; i++) {
    const rad = (0.03 + r() * 0.1) * W;
    parts.push(`<circle cx="${r() * W}" cy="${r() * H * 0.7}" r="${rad}" fill="url(#glow)" opacity="${0.15 + r() * 0.35}"/>`);
  }
  // Flowing staff lines.
  const staffY = H * (0.25 + r() * 0.2);
  for (let i = 0; i < 5; i++) {
    const y = staffY + i * H * 0.025;
    parts.push(`<path d="M0 ${y} C ${W * 0.3} ${y - H * 0.12}, ${W * 0.6} ${y + H * 0.12}, ${W} ${y - H * 0.04}" stroke="${light}" stroke-opacity="0.35" stroke-width="${Math.max(2, W / 600)}" fill="none"/>`);
  }
  if (spec.scene !== 'plain') {
    for (let i = 0; i < 7; i++) parts.push(note(W * (0.08 + i * 0.13 + r() * 0.04), staffY + H * (r() * 0.1), H * 0.03, light, 0.55 + r() * 0.35));
  }
  if (spec.scene === 'keys') {
    const keyW = W / 22;
    const top = H * 0.68;
    for (let i = 0; i < 23; i++) parts.push(`<rect x="${i * keyW}" y="${top}" width="${keyW - 3}" height="${H - top}" rx="6" fill="#f8f6f0"/>`);
    for (let i = 0; i < 22; i++) if (![2, 6, 9, 13, 16, 20].includes(i % 21)) parts.push(`<rect x="${i * keyW + keyW * 0.65}" y="${top}" width="${keyW * 0.6}" height="${(H - top) * 0.6}" rx="4" fill="#17131f"/>`);
  }
  if (spec.scene === 'choir' || spec.scene === 'stage') {
    const rows = spec.scene === 'choir' ? 3 : 1;
    for (let row = 0; row < rows; row++) {
      const count = spec.scene === 'choir' ? 9 - row : 5;
      const y = H * (0.95 - row * 0.13);
      const size = H * (spec.scene === 'choir' ? 0.075 : 0.12) * (1 - row * 0.12);
      for (let i = 0; i < count; i++) {
        const x = (W / (count + 1)) * (i + 1) + (row % 2) * (W / (count + 1) / 2) - (row % 2 ? W / (count + 1) / 4 : 0);
        const shade = row === 0 ? '#120a22' : row === 1 ? '#1e1236' : '#2b1a4a';
        parts.push(`<g fill="${shade}"><circle cx="${x}" cy="${y - size * 1.9}" r="${size * 0.6}"/><path d="M${x - size * 1.2} ${H} L${x - size * 1.05} ${y - size * 0.9} Q${x} ${y - size * 1.5} ${x + size * 1.05} ${y - size * 0.9} L${x + size * 1.2} ${H} Z"/></g>`);
      }
    }
    if (spec.scene === 'stage') {
      parts.push(`<rect x="${W * 0.495}" y="${H * 0.55}" width="${W * 0.006}" height="${H * 0.45}" fill="#0b0714"/><ellipse cx="${W * 0.498}" cy="${H * 0.54}" rx="${W * 0.012}" ry="${H * 0.025}" fill="#0b0714"/>`);
    }
  }
  if (spec.scene === 'strings') {
    const cx = W * 0.62;
    const cy = H * 0.66;
    parts.push(`<g transform="rotate(-28 ${cx} ${cy})" fill="#1a0f0a" opacity="0.92">
      <ellipse cx="${cx}" cy="${cy + H * 0.09}" rx="${H * 0.2}" ry="${H * 0.17}"/><ellipse cx="${cx}" cy="${cy - H * 0.12}" rx="${H * 0.15}" ry="${H * 0.13}"/>
      <rect x="${cx - H * 0.025}" y="${cy - H * 0.6}" width="${H * 0.05}" height="${H * 0.5}"/><rect x="${cx - H * 0.04}" y="${cy - H * 0.7}" width="${H * 0.08}" height="${H * 0.12}" rx="8"/></g>
      <g transform="rotate(-28 ${cx} ${cy})"><circle cx="${cx}" cy="${cy - H * 0.02}" r="${H * 0.045}" fill="${dark}"/>${[0, 1, 2, 3, 4, 5].map((k) => `<line x1="${cx - H * 0.02 + k * H * 0.008}" y1="${cy - H * 0.6}" x2="${cx - H * 0.02 + k * H * 0.008}" y2="${cy + H * 0.15}" stroke="${light}" stroke-width="1.5" opacity="0.8"/>`).join('')}</g>`);
  }
  if (spec.scene === 'notes') {
    for (let i = 0; i < 10; i++) parts.push(note(r() * W, H * (0.55 + r() * 0.35), H * (0.03 + r() * 0.04), light, 0.35 + r() * 0.5));
  }
  if (spec.label) {
    const size = Math.round(H * (spec.file.endsWith('.png') ? 0.075 : 0.085));
    parts.push(`<rect x="0" y="${H * 0.04}" width="${W}" height="${size * 2}" fill="${dark}" opacity="0.55"/>`);
    parts.push(`<text x="${W / 2}" y="${H * 0.04 + size * 1.35}" font-family="Georgia, serif" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${spec.label.replace(/&/g, '&amp;')}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function main() {
  const publicDir = path.resolve(__dirname, '../public');
  const tmp = mkdtempSync(path.join(tmpdir(), 'images-'));
  try {
    for (const spec of SPECS) {
      const out = path.join(publicDir, spec.file);
      mkdirSync(path.dirname(out), { recursive: true });
      const svg = path.join(tmp, 'in.svg');
      const png = spec.file.endsWith('.png') ? out : path.join(tmp, 'out.png');
      writeFileSync(svg, scene(spec));
      execFileSync('rsvg-convert', ['-w', String(spec.width), '-h', String(spec.height), '-o', png, svg]);
      if (!spec.file.endsWith('.png')) execFileSync('cwebp', ['-quiet', '-q', '78', '-m', '6', png, '-o', out]);
      console.log(`${spec.file} ${spec.width}x${spec.height}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
