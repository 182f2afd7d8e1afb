// The texts the provider edits in the admin's Content tab (services, FAQ,
// contact details, socials, resources). A published page carries them in its
// data block, so they render in the first HTML and hydrate without a fetch;
// the page then asks once more and corrects itself if they changed since
// (docs/ARCHITECTURE.md, Site content). Undefined only on a page rendered
// without data (the build's pages, before the publisher ran).
import useSWR from 'swr';
import type { ApiAnswer, GetRouteName } from '../../../contract/routes';
import type { SiteContent } from '../../../contract/site-content-schemas';

export function useSiteContent(): SiteContent | undefined {
  const { data } = useSWR<ApiAnswer<'getSiteContent'>>('getSiteContent' satisfies GetRouteName);
  return data?.content;
}

/** Phone number as a tel: href. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The address on one line. */
export const fullAddress = (contact: SiteContent['contact']) => `${contact.addressLine1}, ${contact.addressLine2}`;
