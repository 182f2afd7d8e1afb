// The file of a Featured Resource (docs/PRODUCT-RULES.md, Resources): the
// admin picks or drops a PDF, audio or video file (up to 200 MB); it goes
// straight to the bucket in parts with a progress bar, and `onChange` gets
// what the resource stores ({url, name, size, contentType}). Not bound to a
// form library, so any editor (the Content tab) can hold its value.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { MB, RESOURCE_TYPES, UPLOAD_MESSAGES } from '../../../../contract/media';
import type { ResourceFile } from '../../../../contract/media-schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { uploadResourceFile } from './uploads/upload-file';

export const formatBytes = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Props = {
  /** Names the field for screen readers: 'File for Music Theory Handbook'. */
  label: string;
  value?: ResourceFile;
  onChange: (file: ResourceFile | undefined) => void;
};

export function FileUploadField({ label, value, onChange }: Props) {
  const { client } = useAdminSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function take(file: File | undefined) {
    if (!file || progress !== null) return;
    setProblem(null);
    setProgress(0);
    try {
      onChange(await uploadResourceFile(client, file, setProgress));
    } catch (error) {
      setProblem(error instanceof ApiError ? errorMessage(error, UPLOAD_MESSAGES.uploadFailed) : error instanceof Error ? error.message : UPLOAD_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'purple.500' : 'border'}
      rounded="md"
      p="3"
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        void take(e.dataTransfer.files[0]);
      }}
    >
      <input
        ref={input}
        type="file"
        accept={RESOURCE_TYPES.join(',')}
        aria-label={label}
        style={{ display: 'none' }}
        onChange={(e) => {
          void take(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm">{value ? `${value.name} (${formatBytes(value.size)})` : 'No file yet: visitors see "Coming soon".'}</Text>
          <HStack gap="2">
            {value && (
              <Button type="button" size="xs" variant="ghost" onClick={() => onChange(undefined)} disabled={percent !== null}>
                Remove
              </Button>
            )}
            <Button type="button" size="xs" variant="outline" onClick={() => input.current?.click()} loading={percent !== null} loadingText={`${percent ?? 0}%`}>
              <FileUp aria-hidden="true" />
              {value ? 'Replace file' : 'Upload file'}
            </Button>
          </HStack>
        </HStack>
        {percent !== null && (
          <Box role="progressbar" aria-label={`Uploading ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} h="1.5" bg="bg.muted" rounded="full">
            <Box h="full" w={`${percent}%`} bg="purple.500" rounded="full" transition="width 0.2s" />
          </Box>
        )}
        {problem && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {problem}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          PDF, audio or video, up to 200 MB. Or drop the file here.
        </Text>
      </Stack>
    </Box>
  );
}
