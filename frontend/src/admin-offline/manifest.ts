// The admin's web app manifest, made from the public one (frontend/public/
// manifest.webmanifest) so the two share their icons and colours: its own name,
// start page (the overview) and scope, so installing it from an admin page
// gives "Harmony Admin", not a second copy of the public site.
import { ADMIN_SCOPE, ADMIN_START_URL } from './files';

export type WebManifest = {
  name: string;
  short_name: string;
  description?: string;
  id?: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  [field: string]: unknown;
};

export const ADMIN_APP_NAME = 'Harmony Admin';

export function adminManifest(site: WebManifest): WebManifest {
  return {
    ...site,
    name: ADMIN_APP_NAME,
    short_name: 'Admin',
    description: `The admin of ${site.name}: events, registrations, messages and the door's check-in.`,
    // Its own identity: the admin installs beside the public site's app, never over it.
    id: ADMIN_START_URL,
    start_url: ADMIN_START_URL,
    scope: ADMIN_SCOPE,
    display: 'standalone',
  };
}
