// Monthly programmes: the list with seats left and the enrol form (docs/PRODUCT-RULES.md, Monthly programmes).
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { ProgrammeList } from '../features/school/programme-list';
import { PAGES } from './page-table';

export default function ProgrammesPage() {
  usePageMeta(PAGES.programmes);
  return (
    <>
      <PageHero title="Monthly Programmes" subtitle="Weekly classes with a teacher who knows your progress, paid monthly by card or bank through Paystack. Stop at any time." />
      <Box as="section" py={{ base: '8', md: '14' }} aria-label="Programmes open for enrolment">
        <Container maxW="3xl">
          <ProgrammeList />
        </Container>
      </Box>
    </>
  );
}
