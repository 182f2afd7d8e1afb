// The learner's enrolment by its token (docs/PRODUCT-RULES.md, Monthly programmes): Paystack's callback and the mail's link.
import { Flex } from '@chakra-ui/react/flex';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { EnrolmentManage } from '../features/school/enrolment-manage';
import NotFoundPage from './not-found-page';
import { PAGES } from './page-table';

export default function EnrolmentManagePage() {
  usePageMeta(PAGES.enrolmentManage);
  const token = useParams().token ?? '';
  return (
    <Flex justify="center" align="flex-start" px="4" py={{ base: '8', md: '16' }} bg="bg.subtle" minH="60vh">
      <meta name="robots" content="noindex, nofollow" />
      <EnrolmentManage token={token} notFound={<NotFoundPage />} />
    </Flex>
  );
}
