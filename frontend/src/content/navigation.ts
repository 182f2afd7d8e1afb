// The header's links and the footer's in-page anchors (docs/PRODUCT-RULES.md). Each
// anchor names the page that holds the same content when the current page lacks it.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/events', label: 'Events' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact', label: 'Contact' },
] as const;

export const QUICK_LINKS = [
  { anchor: 'home', label: 'Home', page: '/' },
  { anchor: 'about', label: 'About Us', page: '/about' },
  { anchor: 'services', label: 'Services', page: '/services' },
  { anchor: 'gallery', label: 'Gallery', page: '/gallery' },
  { anchor: 'testimonials', label: 'Testimonials', page: '/testimonials' },
  { anchor: 'contact', label: 'Contact', page: '/contact' },
] as const;
