// The fields of each content section's form. Lists (services, questions,
// links, resources) are edited in place: add, remove, and each entry's fields.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FieldArray, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContentSection } from '../../../../../contract/site-content';
import { FormField, TextareaField } from '../../../components/form-field';
import { RESOURCE_TYPES } from '../../../../../contract/media';
import type { ResourceFile } from '../../../../../contract/media-schemas';
import { FileUploadField, formatBytes } from '../file-upload-field';
import { slugFor, type FormValues, type ResourceValues } from './section-forms';

type ListValues = { items: Record<string, unknown>[] };

/** A service's id or a resource's slug. */
const idOf = (entry: Record<string, unknown>) => (typeof entry.id === 'string' ? entry.id : typeof entry.slug === 'string' ? entry.slug : '');

/** A list of entries, each in its own card, with add and remove. */
function EntryList({ noun, label, fresh, children }: { noun: string; label: (entry: Record<string, unknown>, i: number) => string; fresh: (taken: string[]) => Record<string, unknown>; children: (i: number) => ReactNode }) {
  const { values } = useFormikContext<ListValues>();
  return (
    <FieldArray name="items">
      {(helpers) => (
        <Stack gap="4">
          {values.items.map((entry, i) => (
            <Card.Root key={i} role="group" aria-label={label(entry, i)} variant="outline" size="sm">
              <Card.Header>
                <Flex justify="space-between" align="center" gap="3">
                  <Heading as="h3" size="sm">
                    {label(entry, i)}
                  </Heading>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => helpers.remove(i)} aria-label={`Remove ${label(entry, i)}`}>
                    <Trash2 aria-hidden /> Remove
                  </Button>
                </Flex>
              </Card.Header>
              <Card.Body>
                <Stack gap="3">{children(i)}</Stack>
              </Card.Body>
            </Card.Root>
          ))}
          <Box>
            <Button size="sm" variant="outline" onClick={() => helpers.push(fresh(values.items.map(idOf)))}>
              <Plus aria-hidden /> Add {noun}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}

const titleOr = (fallback: string) => (entry: Record<string, unknown>, i: number) => (typeof entry.title === 'string' && entry.title.trim()) || `${fallback} ${i + 1}`;

function ServicesFields() {
  return (
    <EntryList
      noun="service"
      label={titleOr('Service')}
      fresh={(taken) => ({ id: slugFor(`service-${taken.length + 1}`, taken), title: '', description: '', features: '', price: '', unit: 'per month' })}
    >
      {(i) => (
        <>
          <FormField name={`items.${i}.title`} label="Title" required />
          <TextareaField name={`items.${i}.description`} label="Description" rows={3} required />
          <TextareaField name={`items.${i}.features`} label="Features" helperText="One per line" rows={4} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField name={`items.${i}.price`} label="Price (₦, whole naira)" helperText="0 = free" required />
            <FormField name={`items.${i}.unit`} label="Unit" placeholder="per month" required />
          </SimpleGrid>
        </>
      )}
    </EntryList>
  );
}

function FaqFields() {
  return (
    <EntryList noun="question" label={(e, i) => (typeof e.question === 'string' && e.question.trim()) || `Question ${i + 1}`} fresh={() => ({ question: '', answer: '' })}>
      {(i) => (
        <>
          <FormField name={`items.${i}.question`} label="Question" required />
          <TextareaField name={`items.${i}.answer`} label="Answer" rows={3} required />
        </>
      )}
    </EntryList>
  );
}

function ContactFields() {
  return (
    <Stack gap="3">
      <FormField name="addressLine1" label="Address line 1" required />
      <FormField name="addressLine2" label="Address line 2" required />
      <TextareaField name="phones" label="Phone numbers" helperText="One per line; the first is shown in the footer" rows={2} required />
      <TextareaField name="emails" label="Email addresses" helperText="One per line; the first is shown in the footer" rows={2} required />
      <TextareaField name="officeHours" label="Office hours" helperText="One per line, e.g. Mon-Fri: 9:00 AM - 6:00 PM" rows={3} />
      <FormField name="mapLocation" label="Map location" helperText="A place Google Maps finds: the Contact page's map and directions link" required />
    </Stack>
  );
}

function SocialFields() {
  return (
    <EntryList noun="link" label={(e, i) => (typeof e.name === 'string' && e.name.trim()) || `Link ${i + 1}`} fresh={() => ({ name: '', url: 'https://' })}>
      {(i) => (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField name={`items.${i}.name`} label="Name" helperText="Facebook, Instagram or YouTube get their icon" required />
          <FormField name={`items.${i}.url`} label="Link" type="url" required />
        </SimpleGrid>
      )}
    </EntryList>
  );
}

/** A stored file of a type the upload takes (a pasted link may be anything: its box shows it). */
const isUploadable = (file: { contentType: string }): file is ResourceFile => (RESOURCE_TYPES as readonly string[]).includes(file.contentType);

/**
 * A resource's file: uploaded here, or a link pasted below. The upload fills
 * the link box too, so the admin sees what the Download button serves and can
 * still overwrite it with a link (which then drops the uploaded file's details).
 */
function ResourceFileField({ i }: { i: number }) {
  const { values, setFieldValue } = useFormikContext<{ items: ResourceValues[] }>();
  const entry = values.items[i];
  // Only a file whose link is still the one in the box is the resource's file.
  const file = entry.file;
  const current = file && file.url === entry.fileUrl.trim() && isUploadable(file) ? file : undefined;
  return (
    <FileUploadField
      label={`File for ${entry.title.trim() || `Resource ${i + 1}`}`}
      value={current}
      onChange={(file) => {
        void setFieldValue(`items.${i}.file`, file);
        void setFieldValue(`items.${i}.fileUrl`, file?.url ?? '');
        // The card's "Size or length" defaults to the upload's size; what the admin typed stays.
        if (file && !entry.size.trim()) void setFieldValue(`items.${i}.size`, formatBytes(file.size));
      }}
    />
  );
}

function ResourceFields() {
  return (
    <EntryList
      noun="resource"
      label={titleOr('Resource')}
      fresh={(taken) => ({ slug: slugFor(`resource-${taken.length + 1}`, taken), title: '', description: '', type: 'PDF', size: '', fileUrl: '' })}
    >
      {(i) => (
        <>
          <FormField name={`items.${i}.title`} label="Title" required />
          <TextareaField name={`items.${i}.description`} label="Description" rows={2} required />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField name={`items.${i}.type`} label="Type" placeholder="PDF, Video, Audio..." required />
            <FormField name={`items.${i}.size`} label="Size or length" placeholder="2.4 MB, 45 min" />
          </SimpleGrid>
          <ResourceFileField i={i} />
          <FormField name={`items.${i}.fileUrl`} label="File link" type="url" helperText='Or paste a link. Empty: the Download button says "Coming soon"' />
        </>
      )}
    </EntryList>
  );
}

/** The privacy notice (/privacy): the date of this version, the opening, and its parts. */
function PrivacyFields() {
  return (
    <Stack gap="4">
      <FormField name="updated" label="Date of this version" type="date" helperText="Shown on the notice; change it when the notice changes" required />
      <TextareaField name="intro" label="Opening paragraph" rows={3} required />
      <Text fontSize="sm" color="fg.muted">
        The page adds who you are and how to reach you (Contact details), how long each kind of data is kept, and the form to see or erase one's data. In a part's text, a blank line starts a new paragraph and lines starting with &quot;- &quot; make a list.
      </Text>
      <EntryList noun="part" label={titleOr('Part')} fresh={() => ({ title: '', text: '' })}>
        {(i) => (
          <>
            <FormField name={`items.${i}.title`} label="Heading" required />
            <TextareaField name={`items.${i}.text`} label="Text" rows={8} required />
          </>
        )}
      </EntryList>
    </Stack>
  );
}

export const SECTION_FIELDS: Record<ContentSection, () => React.JSX.Element> = {
  services: ServicesFields,
  faq: FaqFields,
  contact: ContactFields,
  socials: SocialFields,
  resources: ResourceFields,
  privacy: PrivacyFields,
};

export type { FormValues };
