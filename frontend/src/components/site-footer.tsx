// The footer: quick links that smooth-scroll to this page's anchors (80 px
// offset) or open the page that holds that content, 'Our Focus', socials and
// the copyright line with the privacy notice's link (docs/PRODUCT-RULES.md, Header and footer).
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QUICK_LINKS } from '../content/navigation';
import { NewsSignup } from './news-signup';
import { site } from '../content/site';
import { scrollToAnchor } from '../lib/scroll';
import { fullAddress, telHref, useSiteContent } from '../lib/site-content';
import { SocialIcon } from './social-icons';

const linkStyle = { color: 'gray.300', _hover: { color: 'white' } } as const;

function QuickLink({ anchor, label, page }: { anchor: string; label: string; page: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    // In-page when this page has the anchor; otherwise the router opens its page.
    if (scrollToAnchor(anchor)) e.preventDefault();
  };
  return (
    <Link asChild {...linkStyle}>
      <RouterLink to={page} onClick={onClick}>
        {label}
      </RouterLink>
    </Link>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  // Edited in the admin; absent only on a page rendered without data.
  const content = useSiteContent();
  const contact = content?.contact;
  return (
    <Box as="footer" bg="gray.950" color="gray.200" pt="14" pb="8" mt="auto">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="3">
            <Heading as="h2" size="md" color="white" fontFamily="heading">
              {site.name}
            </Heading>
            <Text fontSize="sm" color="gray.300">
              {site.tagline}
            </Text>
            <Flex gap="2" pt="1">
              {content?.socials.map((s) => (
                <Link
                  key={s.name}
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} (opens in a new tab)`}
                  bg="whiteAlpha.200"
                  color="white"
                  rounded="full"
                  boxSize="10"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  _hover={{ bg: 'brand.500' }}
                >
                  <SocialIcon name={s.name} />
                </Link>
              ))}
            </Flex>
          </Stack>

          <Box as="nav" aria-labelledby="footer-quick-links">
            <Heading as="h2" id="footer-quick-links" size="sm" color="white" mb="3">
              Quick Links
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
              {QUICK_LINKS.map((l) => (
                <li key={l.anchor}>
                  <QuickLink {...l} />
                </li>
              ))}
            </Stack>
          </Box>

          <Box as="nav" aria-labelledby="footer-focus">
            <Heading as="h2" id="footer-focus" size="sm" color="white" mb="3">
              Our Focus
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
              {content?.services.map((s) => (
                <li key={s.id}>
                  <Link asChild {...linkStyle}>
                    <RouterLink to="/services">{s.title}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box>
            <Heading as="h2" size="sm" color="white" mb="3">
              Get in Touch
            </Heading>
            {contact && (
              <Stack gap="3" fontSize="sm" color="gray.300">
                <Flex gap="2" align="flex-start">
                  <MapPin size={16} aria-hidden="true" style={{ marginTop: 3, flexShrink: 0 }} />
                  <Text as="address" fontStyle="normal">
                    {fullAddress(contact)}
                  </Text>
                </Flex>
                <Flex gap="2" align="center">
                  <Phone size={16} aria-hidden="true" />
                  <Link href={telHref(contact.phones[0])} {...linkStyle}>
                    {contact.phones[0]}
                  </Link>
                </Flex>
                <Flex gap="2" align="center" minW="0">
                  <Mail size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
                  <Link href={`mailto:${contact.emails[0]}`} {...linkStyle} wordBreak="break-all">
                    {contact.emails[0]}
                  </Link>
                </Flex>
              </Stack>
            )}
          </Box>
        </SimpleGrid>

        {/* The news sign-up on every public page (docs/PRODUCT-RULES.md, Mailing list). */}
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="8" maxW="3xl">
          <NewsSignup heading="Get our news by email" tone="dark" />
        </Box>

        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="6" textAlign="center" fontSize="sm" color="gray.400">
          <Text>
            &copy; {year} {site.name}. All rights reserved.
          </Text>
          {/* The privacy notice on every page (docs/PRODUCT-RULES.md, People's data). */}
          <Link asChild {...linkStyle} mt="2" textDecoration="underline">
            <RouterLink to="/privacy">Privacy notice</RouterLink>
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
