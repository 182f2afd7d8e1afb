// The learner's trial booking by its token (docs/PRODUCT-RULES.md, Trial lessons).
import { Flex } from '@chakra-ui/react/flex';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { TrialManage } from '../features/school/trial-manage';
import NotFoundPage from './not-found-page';
import { PAGES } from './page-table';

export default function TrialManagePage() {
  usePageMeta(PAGES.trialManage);
  const token = useParams().token ?? '';
  return (
    <Flex justify="center" align="flex-start" px="4" py={{ base: '8', md: '16' }} bg="bg.subtle" minH="60vh">
      <meta name="robots" content="noindex, nofollow" />
      <TrialManage token={token} notFound={<NotFoundPage />} />
    </Flex>
  );
}
