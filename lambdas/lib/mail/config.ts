// Who the site's mail comes from, where its links point and who the provider
// is, from the environment the CDK stack (or the local stack) sets:
//   MAIL_FROM       the sender, an address of the verified SES domain
//   SITE_ORIGIN     'https://…' with no trailing slash: manage links, admin links
//   PROVIDER_EMAIL  the provider's inbox when the admin has saved none
import type { MailSite } from './messages';

export const SITE_NAME = 'Harmony Music Ministry & Mentorship';
/** What `npm start` uses when the variables are unset: addresses that only the local SES server ever sees. */
export const LOCAL_MAIL_FROM = 'no-reply@harmony-music.local';
export const LOCAL_PROVIDER_EMAIL = 'provider@harmony-music.local';

export function mailSite(): MailSite {
  return { name: SITE_NAME, origin: (process.env.SITE_ORIGIN || 'http://127.0.0.1:3000').replace(/\/+$/, '') };
}

export function mailFrom(): { name: string; email: string } {
  return { name: SITE_NAME, email: process.env.MAIL_FROM || LOCAL_MAIL_FROM };
}

export function defaultProviderEmail(): string {
  return process.env.PROVIDER_EMAIL || LOCAL_PROVIDER_EMAIL;
}
