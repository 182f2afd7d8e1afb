// The actions column stays in view while a wide table scrolls sideways on a phone.
export const stickyActions = {
  position: 'sticky',
  right: 0,
  bg: 'bg',
  boxShadow: { base: '-6px 0 6px -6px rgba(0,0,0,0.25)', md: 'none' },
} as const;
