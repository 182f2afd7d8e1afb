// Book a free trial lesson: the free slots and the form (docs/PRODUCT-RULES.md, Trial lessons).
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { TrialBookingForm } from '../features/school/trial-booking-form';
import { PAGES } from './page-table';

export default function BookATrialPage() {
  usePageMeta(PAGES.bookATrial);
  return (
    <>
      <PageHero title="Book a Free Trial Lesson" subtitle="Pick a time that suits you: one free lesson to meet the teacher, with no commitment." />
      <Box as="section" py={{ base: '8', md: '14' }} aria-label="Free trial lesson booking">
        <Container maxW="3xl">
          <TrialBookingForm />
        </Container>
      </Box>
    </>
  );
}
