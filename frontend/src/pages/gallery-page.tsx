// /gallery (docs/PRODUCT-RULES.md, Gallery): hero, image grid with lightbox, 'Moments That Matter'.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { usePageMeta } from '../components/page-meta';
import { GalleryGrid } from '../features/gallery/gallery-grid';
import { MomentsThatMatter } from '../features/gallery/moments';
import { useGalleryPhotos } from '../features/gallery/use-gallery-items';
import { PAGES } from './page-table';

export default function GalleryPage() {
  usePageMeta(PAGES.gallery);
  const { photos, error } = useGalleryPhotos();

  return (
    <>
      <Box as="section" bgGradient="to-br" gradientFrom="purple.700" gradientTo="purple.900" color="white" py={{ base: 14, md: 20 }}>
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" id="gallery-hero-heading" size={{ base: '3xl', md: '5xl' }} mb="4">
            Our Gallery
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
            Moments from our workshops, rehearsals, performances and community outreach across Lagos.
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} pt={{ base: 10, md: 14 }}>
        <GalleryGrid photos={photos} />
        {error && (
          <Alert.Root status="info" mt="6" role="status">
            <Alert.Indicator />
            <Alert.Title>More photos could not be loaded right now.</Alert.Title>
          </Alert.Root>
        )}
        <MomentsThatMatter />
      </Container>
    </>
  );
}
