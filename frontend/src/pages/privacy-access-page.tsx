// The person's own data by the link mailed from /privacy (docs/PRODUCT-RULES.md,
// People's data): never prerendered with data, never indexed.
import { Flex } from '@chakra-ui/react/flex';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { PrivacyAccess } from '../features/privacy/privacy-access';
import { PAGES } from './page-table';

export default function PrivacyAccessPage() {
  usePageMeta(PAGES.privacyAccess);
  const token = useParams().token ?? '';
  return (
    <Flex justify="center" align="flex-start" px="4" py={{ base: '8', md: '16' }} bg="bg.subtle" minH="60vh">
      <meta name="robots" content="noindex, nofollow" />
      <PrivacyAccess token={token} />
    </Flex>
  );
}
