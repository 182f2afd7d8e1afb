// A photo for an item (docs/PRODUCT-RULES.md, Photos): pick or drop one (or,
// where the dialog allows, several) from the computer or the phone's camera
// roll; the browser resizes and uploads it straight to the bucket and the form
// keeps the stored `image` with its URL in the image URL field. Typing or
// pasting another address still works and drops the uploaded photo from the item.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useField, useFormikContext } from 'formik';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { srcSetOf, UPLOAD_MESSAGES } from '../../../../contract/media';
import type { StoredImage } from '../../../../contract/media-schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { ImageUrlField } from './image-url-field';
import { FallbackImage } from './fallback-image';
import { uploadPhoto, type PhotoProgress } from './uploads/upload-photo';

export type PhotoFieldProps = {
  /** The URL field (imageUrl). */
  name: string;
  /** The stored photo field (image). */
  imageName: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** Several photos at once: the first fills this form, the rest go to `extraName` (the dialog makes one item each). */
  extraName?: string;
};

export function PhotoField({ name, imageName, label, required, placeholder, extraName }: PhotoFieldProps) {
  const { client } = useAdminSession();
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [url] = useField<string | undefined>(name);
  const [image] = useField<StoredImage | undefined>(imageName);
  const [extra] = useField<StoredImage[] | undefined>(extraName ?? `${imageName}__none`);
  const [progress, setProgress] = useState<PhotoProgress & { file: number; files: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // An address typed over an uploaded photo replaces it.
  const typed = (url.value ?? '').trim();
  useEffect(() => {
    if (image.value && typed !== image.value.src) void setFieldValue(imageName, undefined);
  }, [typed, image.value, imageName, setFieldValue]);

  async function take(files: File[]) {
    if (!files.length || progress) return;
    setProblem(null);
    const chosen = extraName ? files : files.slice(0, 1);
    const uploaded: StoredImage[] = [];
    try {
      for (const [i, file] of chosen.entries()) {
        uploaded.push(await uploadPhoto(client, file, (p) => setProgress({ ...p, file: i + 1, files: chosen.length })));
      }
    } catch (error) {
      // Our own refusals (not an image, too large, unreadable) carry their message; the API's come as ApiError.
      setProblem(error instanceof ApiError ? errorMessage(error, UPLOAD_MESSAGES.uploadFailed) : error instanceof Error ? error.message : UPLOAD_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
    const [first, ...rest] = uploaded;
    if (first) {
      await setFieldValue(imageName, first);
      await setFieldValue(name, first.src);
    }
    if (extraName) await setFieldValue(extraName, [...(extra.value ?? []), ...rest]);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void take(Array.from(e.dataTransfer.files));
  }

  const shown = image.value;
  const more = extra.value ?? [];
  return (
    <Stack gap="2">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'purple.500' : 'border'}
        rounded="md"
        p="4"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          type="file"
          // The phone offers its camera roll (and camera) for image/*.
          accept="image/*"
          multiple={Boolean(extraName)}
          aria-label={extraName ? 'Upload photos' : 'Upload a photo'}
          style={{ display: 'none' }}
          onChange={(e) => {
            void take(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
        <Stack gap="2" align="center">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} loading={Boolean(progress)} loadingText="Uploading…">
            <ImagePlus aria-hidden="true" />
            {extraName ? 'Choose photos' : 'Choose a photo'}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            or drop {extraName ? 'them' : 'it'} here. Resized in your browser to 1600 px before upload.
          </Text>
          <Text fontSize="sm" aria-live="polite" minH="5">
            {progress
              ? `Uploading photo ${progress.file} of ${progress.files}: ${progress.done} of ${progress.total} sizes sent`
              : shown
                ? `Photo uploaded (${shown.width}×${shown.height})${more.length ? `, and ${more.length} more: each becomes its own item` : ''}`
                : ''}
          </Text>
          {problem && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {problem}
            </Text>
          )}
        </Stack>
      </Box>
      {shown ? (
        <FallbackImage
          src={shown.src}
          srcSet={srcSetOf(shown)}
          sizes="(min-width: 48em) 28rem, 100vw"
          alt="Preview of the uploaded photo"
          htmlWidth={shown.width}
          htmlHeight={shown.height}
          maxH="40"
          w="auto"
          rounded="md"
          objectFit="cover"
          borderWidth="1px"
        />
      ) : null}
      <HStack>
        <Box flex="1">
          {/* Still the field the item saves: an uploaded photo fills it with its own address. */}
          {shown ? (
            <ImageUrlField name={name} label={label} required={required} placeholder={placeholder} noPreview />
          ) : (
            <ImageUrlField name={name} label={label} required={required} placeholder={placeholder} />
          )}
        </Box>
      </HStack>
    </Stack>
  );
}
