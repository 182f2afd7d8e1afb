import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SCOPE } from './files';
import { adminManifest, type WebManifest } from './manifest';

const site = JSON.parse(readFileSync(path.resolve(__dirname, '../../public/manifest.webmanifest'), 'utf8')) as WebManifest;

describe('the admin manifest', () => {
  const admin = adminManifest(site);

  it('has its own name, start page (the overview) and scope, and installs as an app', () => {
    expect(admin).toMatchObject({ name: 'Harmony Admin', short_name: 'Admin', id: '/admin', start_url: '/admin', scope: ADMIN_SCOPE, display: 'standalone' });
    expect(admin.start_url.startsWith(admin.scope)).toBe(true);
  });

  it("keeps the public site's colours and icons, with the 192 and 512 PNGs an install needs", () => {
    expect(admin.theme_color).toBe(site.theme_color);
    expect(admin.background_color).toBe(site.background_color);
    expect(admin.icons).toEqual(site.icons);
    const pngs = admin.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(pngs).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of admin.icons) expect(readFileSync(path.resolve(__dirname, '../../public', `.${icon.src}`)).length).toBeGreaterThan(0);
  });
});
