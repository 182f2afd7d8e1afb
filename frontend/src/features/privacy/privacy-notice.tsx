// The privacy notice's text (docs/PRODUCT-RULES.md, People's data): the
// admin's version of it (the Content tab's `privacy` section), with the parts
// the page does not copy: who we are and how to reach us (the contact
// section) and how long each kind of data is kept (the retention settings).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import type { SiteContent } from '../../../../contract/site-content-schemas';
import { fullAddress, telHref } from '../../lib/site-content';
import { blocksOf, longDay } from './notice-text';
import { retentionLines } from './retention';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The admin's text: paragraphs and lists, never markup. */
export function NoticeText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, i) =>
        block.kind === 'paragraph' ? (
          <Text key={i}>{block.text}</Text>
        ) : (
          <chakra.ul key={i} ps="5" listStyleType="disc" display="flex" flexDirection="column" gap="2">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </chakra.ul>
        ),
      )}
    </>
  );
}

export function WhoWeAre({ provider, contact }: { provider: string; contact: SiteContent['contact'] }) {
  return (
    <Part title="Who we are and how to reach us">
      <Text>
        {provider}, {fullAddress(contact)}, decides how your personal data is used: we are its &quot;data controller&quot;. For any question about your data, or to use
        your rights, write to{' '}
        <Link href={`mailto:${contact.emails[0]}`} color="brand.fg" textDecoration="underline" wordBreak="break-all">
          {contact.emails[0]}
        </Link>{' '}
        or call{' '}
        <Link href={telHref(contact.phones[0])} color="brand.fg" textDecoration="underline">
          {contact.phones[0]}
        </Link>
        .
      </Text>
    </Part>
  );
}

export function RetentionPart() {
  return (
    <Part title="How long we keep it">
      <Text>After these periods we erase your details, or keep only facts that no longer name you:</Text>
      <chakra.dl display="flex" flexDirection="column" gap="3">
        {retentionLines().map((line) => (
          <Box key={line.what} borderStartWidth="3px" borderColor="brand.solid" ps="3">
            <chakra.dt fontWeight="semibold">{line.what}</chakra.dt>
            <chakra.dd color="fg.muted">{line.kept}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Part>
  );
}

/** The notice as saved: its opening, the date of this version and its parts, with who we are first. */
export function PrivacyNotice({ notice, contact, provider }: { notice: SiteContent['privacy']; contact: SiteContent['contact']; provider: string }) {
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Text fontSize={{ base: 'md', md: 'lg' }}>{notice.intro}</Text>
        <Text color="fg.muted" fontSize="sm">
          This version: <chakra.time dateTime={notice.updated}>{longDay(notice.updated)}</chakra.time>
        </Text>
      </Stack>
      <WhoWeAre provider={provider} contact={contact} />
      {notice.parts.map((part) => (
        <Part key={part.title} title={part.title}>
          <NoticeText text={part.text} />
        </Part>
      ))}
    </Stack>
  );
}
