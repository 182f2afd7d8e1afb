// What the mailing list's routes and screens say (docs/PRODUCT-RULES.md, Mailing list). No zod here:
// the lean unsubscribe-link handler (a public read) says one of them.
export const NEWS_MESSAGES = {
  subscribed: 'Thank you. Check your inbox: click the link in our mail to confirm.',
  consentNeeded: 'Tick the box to agree to receive our news',
  confirmed: 'You are subscribed. Thank you!',
  linkUnknown: 'This link is not valid or has expired. Sign up again on the site.',
  unsubscribed: 'You are unsubscribed. You will not receive our news any more.',
  updated: 'Your choices are saved.',
  rateLimited: 'Too many sign-ups from your network in the last few minutes. Please wait a little, then try again.',
  created: 'Announcement saved',
  sending: 'Announcement is being sent',
  cancelled: 'Announcement cancelled',
  notDraft: 'This announcement was already sent or cancelled.',
  notFound: 'Announcement not found',
  testQueued: 'Test mail queued',
  previewed: 'Preview',
} as const;
