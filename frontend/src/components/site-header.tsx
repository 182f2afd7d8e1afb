// The header: seven links with the current one highlighted, a shadow and
// tighter padding past 50 px of scroll, a menu on small screens that closes
// when a link is chosen, and the theme toggle (docs/PRODUCT-RULES.md, Header and footer).
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Menu, Music, X } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { earlyState } from '../lib/early-state';
import { EARLY_ATTRIBUTE } from '../lib/hydration-signals';
import { NavLink, useLocation } from 'react-router-dom';
import { NAV_LINKS } from '../content/navigation';
import { site } from '../content/site';
import { ThemeToggle } from './theme-toggle';
import { useScrolledPast } from './use-scrolled';

// Opening the menu re-renders only what it changes: the links, the brand and
// the theme switch are memoised (each Chakra element re-resolves its styles
// when it renders, which made a tap on the menu a 200 ms task at 4x CPU).
const NavItem = memo(function NavItem({ to, label, onNavigate, block }: { to: string; label: string; onNavigate?: () => void; block?: boolean }) {
  return (
    <Link
      asChild
      px="3"
      py={block ? '3' : '2'}
      rounded="md"
      fontWeight="medium"
      color="fg"
      textDecoration="none"
      display={block ? 'block' : 'inline-flex'}
      _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.muted', fontWeight: 'semibold' } }}
    >
      <NavLink to={to} end={to === '/'} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
});

const Brand = memo(function Brand() {
  return (
    <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} color="fg" minW="0">
      <NavLink to="/">
        <Flex align="center" gap="2" minW="0">
          <Flex bg="brand.solid" color="brand.contrast" rounded="full" boxSize="9" align="center" justify="center" flexShrink={0}>
            <Music size={18} aria-hidden="true" />
          </Flex>
          <Box lineHeight="1.1" minW="0">
            <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} truncate>
              {site.shortName} Music
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              Ministry &amp; Mentorship
            </Text>
          </Box>
        </Flex>
      </NavLink>
    </Link>
  );
});

const DesktopNav = memo(function DesktopNav() {
  return (
    <Box as="nav" aria-label="Main" display={{ base: 'none', lg: 'block' }}>
      <Flex as="ul" listStyleType="none" gap="1">
        {NAV_LINKS.map((l) => (
          <li key={l.to}>
            <NavItem {...l} />
          </li>
        ))}
      </Flex>
    </Box>
  );
});

const MobileNavLinks = memo(function MobileNavLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {NAV_LINKS.map((l) => (
        <li key={l.to}>
          <NavItem {...l} block onNavigate={onNavigate} />
        </li>
      ))}
    </Stack>
  );
});

// Both icons, one shown by aria-expanded: the head script opens the menu before the app runs.
const MenuIcons = memo(function MenuIcons() {
  return (
    <>
      <Menu aria-hidden="true" data-icon="open" />
      <X aria-hidden="true" data-icon="close" />
    </>
  );
});

export function SiteHeader() {
  const scrolled = useScrolledPast();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so back/forward navigation
  // closes it too, not just a click on a link (no effect needed to reset it).
  // Opened by the head script before the app took over (boot/enhance.ts): still open.
  const [openOn, setOpenOn] = useState<string | null>(() => earlyState(() => (document.getElementById('mobile-menu')?.hidden === false ? pathname : null), null));
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="transparent"
      boxShadow="none"
      transition="box-shadow 0.2s, padding 0.2s, margin 0.2s"
      py="4"
      // Styled by the attribute, which the head script sets too before the app runs. The margin gives
      // back what the padding loses, so the page under the header never moves: were it to move up,
      // the browser's scroll anchoring would pull the scroll back under the threshold, the header would
      // grow again, and so on every frame (a tile tapped there never settled).
      css={{ '&[data-scrolled=true]': { borderColor: 'border', boxShadow: 'md', py: '2', mb: '4' } }}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <Container maxW="7xl">
        <Flex align="center" justify="space-between" gap="4">
          <Brand />
          <DesktopNav />

          <Flex align="center" gap="1">
            <ThemeToggle />
            <IconButton
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              size="sm"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpenOn(open ? null : pathname)}
              {...{ [EARLY_ATTRIBUTE]: 'menu' }}
              css={{ '&[aria-expanded=true] [data-icon=open], &[aria-expanded=false] [data-icon=close]': { display: 'none' } }}
            >
              <MenuIcons />
            </IconButton>
          </Flex>
        </Flex>

        {/* Always in the HTML, hidden while closed: the head script opens it before the app runs. */}
        <Box as="nav" id="mobile-menu" aria-label="Mobile" hidden={!open} display={{ lg: 'none' }} pt="3" pb="2">
          <MobileNavLinks onNavigate={close} />
        </Box>
      </Container>
    </Box>
  );
}
