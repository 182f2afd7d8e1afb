// The admin's Content tab (docs/PRODUCT-RULES.md, Site content): services,
// FAQ, contact details, social links and featured resources, one form per
// section, each with its history. A save names the version it was edited
// from; if someone saved in between, the server refuses (409) and the form
// keeps what was typed.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import useSWR from 'swr';
import type { AdminSiteContentResponse, ContentVersion, SiteContent } from '../../../../../contract/site-content-schemas';
import { CONTENT_SECTION_LABELS, CONTENT_SECTIONS, type ContentSection } from '../../../../../contract/site-content';
import { HydratingForm } from '../../../components/hydrating-form';
import { toaster } from '../../../components/toaster';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { FORM_VALIDATION } from '../../../lib/formik-zod';
import { useAdminSession } from '../admin-session';
import { MUTATION_FAILED } from '../run-mutation';
import { ContentHistory } from './content-history';
import { SECTION_FIELDS } from './section-fields';
import { formErrors, parseSection, toForm, validateSection, type FormValues } from './section-forms';

type Sections = AdminSiteContentResponse['sections'];

function reportFailure(error: unknown) {
  // A 401 already sent the admin to sign in, where the notice says why.
  if (error instanceof ApiError && error.status === 401) return;
  toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, MUTATION_FAILED) });
}

/** What the tab knows right after a save or restore: the new version live (the reload that follows fills in who and when). */
type Saved<S extends ContentSection> = { version: number; data: SiteContent[S] };

function SectionEditor<S extends ContentSection>({ section, current, onChanged }: { section: S; current: Sections[S]; onChanged: (saved: Saved<S>) => Promise<unknown> }) {
  const { token, client } = useAdminSession();
  const [restoring, setRestoring] = useState<number | null>(null);
  const history = useSWR<ContentVersion[], unknown>(['admin', 'content-versions', section, token], async () => (await client.contentVersions(section)).versions);
  const Fields: () => React.JSX.Element = SECTION_FIELDS[section];

  async function submit(values: FormValues[S], helpers: FormikHelpers<FormValues[S]>) {
    try {
      const data = parseSection(section, values);
      const body = { section, expectedVersion: current.version, data } as Parameters<typeof client.saveContent>[0];
      const answer = await client.saveContent(body);
      toaster.create({ type: 'success', title: answer.message });
      await Promise.all([onChanged({ version: answer.version, data }), history.mutate()]);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(formErrors(section, error.fieldErrors));
      reportFailure(error);
    }
  }

  async function restore(version: number) {
    setRestoring(version);
    try {
      const answer = await client.revertContent(section, version, current.version);
      toaster.create({ type: 'success', title: answer.message });
      const restored = history.data?.find((v) => v.version === version)?.data as SiteContent[S] | undefined;
      await Promise.all([onChanged({ version: answer.version, data: restored ?? current.data }), history.mutate()]);
    } catch (error) {
      reportFailure(error);
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Card.Root>
        <Card.Body>
          {/* The tab's heading: the entries' and the history's h3s sit under it. */}
          <Heading as="h2" size="md" mb="3">
            {CONTENT_SECTION_LABELS[section]}
          </Heading>
          {/* Keyed by version: a save or restore starts the form from what is now live. */}
          <Formik<FormValues[S]>
            key={current.version}
            initialValues={toForm[section](current.data)}
            validate={validateSection(section)}
            onSubmit={submit}
            {...FORM_VALIDATION}
          >
            {({ isSubmitting, dirty }) => (
              <HydratingForm noValidate aria-label={CONTENT_SECTION_LABELS[section]}>
                <Stack gap="5">
                  <Text fontSize="sm" color="fg.muted">
                    {current.version === 0 ? 'Built-in text, not saved yet.' : `Version ${current.version}${current.updatedBy ? `, saved by ${current.updatedBy}` : ''}.`} The public pages show a save within seconds.
                  </Text>
                  <Fields />
                  <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
                    <Button type="submit" colorPalette="purple" loading={isSubmitting} loadingText="Saving..." disabled={!dirty}>
                      Save {CONTENT_SECTION_LABELS[section]}
                    </Button>
                  </Box>
                </Stack>
              </HydratingForm>
            )}
          </Formik>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <ContentHistory versions={history.data} current={current.version} restoring={restoring} onRestore={(v) => void restore(v)} />
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

export function ContentTab() {
  const { token, client } = useAdminSession();
  const [section, setSection] = useState<ContentSection>('services');
  const { data, error, isLoading, mutate } = useSWR<Sections, unknown>(['admin', 'content', token], async () => (await client.getContent()).sections);

  if (!data) {
    return isLoading ? (
      <Spinner aria-label="Loading content" />
    ) : (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{errorMessage(error, 'Could not load the site content.')}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void mutate()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Tabs.Root value={section} onValueChange={(d) => setSection(d.value as ContentSection)} lazyMount unmountOnExit variant="line" size="sm">
      <Box overflowX="auto" mb="4">
        <Tabs.List minW="max-content">
          {CONTENT_SECTIONS.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {CONTENT_SECTION_LABELS[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {CONTENT_SECTIONS.map((s) => (
        <Tabs.Content key={s} value={s}>
          <SectionEditor
            section={s}
            current={data[s]}
            // The saved version at once (the next save must name it even if the reload fails), then the reload.
            onChanged={(saved) => mutate((all) => (all ? { ...all, [s]: { ...saved, updatedAt: new Date().toISOString() } } : all), { revalidate: true })}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
