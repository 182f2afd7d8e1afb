// The origin absolute URLs in the markup use (JSON-LD, share links): the
// browser's own, or, when a page is rendered in Node, the deployment's origin
// the publisher passes. null when unknown (a build without SITE_URL).
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string | null>(typeof window === 'undefined' ? null : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOriginContext);
