import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BookOpen, Eye, Globe, Heart, Target, TrendingUp, Trophy, Users } from 'lucide-react';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { SiteImage } from '../components/site-image';
import { SocialIcon } from '../components/social-icons';
import { CORE_VALUES, STORY } from '../content/about';
import { IMAGES } from '../content/images';
import { site } from '../content/site';
import { useSiteContent } from '../lib/site-content';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';

const STORY_ICONS = [BookOpen, Target, Eye];
const VALUE_ICONS = [Trophy, Users, TrendingUp, Globe];

export default function AboutPage() {
  usePageMeta(PAGES.about);
  const follow = useSiteContent()?.socials.filter((s) => s.name === 'Facebook' || s.name === 'Instagram') ?? [];

  return (
    <>
      <PageHero
        title={`About ${site.name}`}
        subtitle="Ten years of raising musicians for the stage, the church and life in Lagos."
      />

      <Box as="section" py={{ base: '14', md: '20' }} aria-label="Story, mission and vision">
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '14' }} alignItems="center">
            <Stack gap="8">
              {STORY.map((s, i) => {
                const Icon = STORY_ICONS[i];
                return (
                  <Flex key={s.title} gap="4" align="flex-start">
                    <Flex boxSize="12" flexShrink={0} rounded="xl" bg="brand.muted" color="brand.fg" align="center" justify="center">
                      <Icon size={24} aria-hidden="true" />
                    </Flex>
                    <Box>
                      <Heading as="h2" fontFamily="heading" size="xl" mb="2">
                        {s.title}
                      </Heading>
                      <Text color="fg.muted">{s.text}</Text>
                    </Box>
                  </Flex>
                );
              })}
            </Stack>
            <SiteImage image={IMAGES.about} rounded="2xl" shadow="lg" w="full" h="auto" />
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" py={{ base: '14', md: '20' }} bg="bg.subtle" aria-labelledby="values-title">
        <Container maxW="6xl">
          <SectionHeading id="values-title" title="Our Core Values" lead="What guides every lesson, rehearsal and workshop." />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {CORE_VALUES.map((v, i) => {
              const Icon = VALUE_ICONS[i];
              return (
                <Card.Root key={v.title} variant="elevated">
                  <Card.Body gap="3">
                    <Box color="brand.fg">
                      <Icon size={28} aria-hidden="true" />
                    </Box>
                    <Heading as="h3" size="md">
                      {v.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {v.text}
                    </Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" py={{ base: '14', md: '20' }} aria-labelledby="follow-title">
        <Container maxW="3xl" textAlign="center">
          <Box color="brand.fg" display="inline-block" mb="3">
            <Heart size={32} aria-hidden="true" />
          </Box>
          <Heading as="h2" id="follow-title" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} mb="3">
            Follow Our Journey
          </Heading>
          <Text color="fg.muted" mb="6">
            See rehearsals, concerts and student milestones as they happen.
          </Text>
          <Flex gap="4" justify="center" wrap="wrap">
            {follow.map((s) => (
              <LinkButton key={s.name} asChild colorPalette="brand" variant={s.name === 'Facebook' ? 'solid' : 'outline'}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon name={s.name} /> {s.name}
                  <Box as="span" srOnly>
                    (opens in a new tab)
                  </Box>
                </a>
              </LinkButton>
            ))}
          </Flex>
        </Container>
      </Box>
    </>
  );
}
