// Confirming a sign-up for news (docs/PRODUCT-RULES.md, Mailing list): never prerendered with data, never indexed.
import { Flex } from '@chakra-ui/react/flex';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { NewsConfirm } from '../features/news/news-subscriber';
import { PAGES } from './page-table';

export default function NewsConfirmPage() {
  usePageMeta(PAGES.newsConfirm);
  const token = useParams().token ?? '';
  return (
    <Flex justify="center" align="flex-start" px="4" py={{ base: '8', md: '16' }} bg="bg.subtle" minH="60vh">
      <meta name="robots" content="noindex, nofollow" />
      <NewsConfirm token={token} />
    </Flex>
  );
}
