// The resource file field: a wrong type or an oversized file is refused
// before anything is sent; a file goes up in presigned parts (ETags kept) and
// the completed upload is what the field hands on.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UPLOAD_MESSAGES } from '../../../../contract/media';
import type { ResourceFile } from '../../../../contract/media-schemas';
import { Providers } from '../../app/providers';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { AdminSessionProvider } from './admin-session';
import { FileUploadField } from './file-upload-field';

let saved: ResourceFile | undefined;
function Harness() {
  const [value, setValue] = useState<ResourceFile | undefined>();
  return (
    <FileUploadField
      label="File for Choir Warm-up Exercises"
      value={value}
      onChange={(file) => {
        saved = file;
        setValue(file);
      }}
    />
  );
}
const renderField = () =>
  render(
    <Providers>
      <MemoryRouter>
        <AdminSessionProvider token="t">
          <Harness />
        </AdminSessionProvider>
      </MemoryRouter>
    </Providers>,
  );

beforeEach(() => {
  saved = undefined;
});

test('a file that is not a PDF, audio or video is refused before any upload', async () => {
  const calls: string[] = [];
  server.use(on('admin-start-file-upload', () => (calls.push('start'), HttpResponse.json({}))));
  renderField();
  const input = screen.getByLabelText<HTMLInputElement>('File for Choir Warm-up Exercises');
  const file = new File(['<html>'], 'page.html', { type: 'text/html' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.resourceType);
  expect(calls).toEqual([]);
  expect(saved).toBeUndefined();
});

test('a file goes up part by part and the completed file is handed on', async () => {
  const puts: string[] = [];
  let completed: unknown;
  server.use(
    on('admin-start-file-upload', () =>
      HttpResponse.json({ key: 'media/files/k/warm-ups.mp3', uploadId: 'u1', partSize: 4, parts: [1, 2, 3].map((n) => ({ partNumber: n, url: `http://127.0.0.1/_local/s3/b/k?partNumber=${n}` })) }),
    ),
    http.put('http://127.0.0.1/_local/s3/b/k', async ({ request }) => {
      puts.push(new URL(request.url).searchParams.get('partNumber') ?? '');
      return new HttpResponse(null, { status: 200, headers: { ETag: `"etag-${puts.length}"` } });
    }),
    on('admin-complete-file-upload', async ({ request }) => {
      completed = await request.json();
      return HttpResponse.json({ file: { url: '/media/files/k/warm-ups.mp3', name: 'warm-ups.mp3', size: 10, contentType: 'audio/mpeg' } });
    }),
  );
  renderField();
  const input = screen.getByLabelText<HTMLInputElement>('File for Choir Warm-up Exercises');
  const file = new File(['0123456789'], 'warm-ups.mp3', { type: 'audio/mpeg' });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(saved).toEqual({ url: '/media/files/k/warm-ups.mp3', name: 'warm-ups.mp3', size: 10, contentType: 'audio/mpeg' }));
  // One PUT per presigned part, in order (jsdom's XHR does not carry Blob bodies, so the bytes are the e2e's to check).
  expect(puts).toEqual(['1', '2', '3']);
  expect(completed).toMatchObject({
    key: 'media/files/k/warm-ups.mp3',
    uploadId: 'u1',
    parts: [
      { partNumber: 1, etag: '"etag-1"' },
      { partNumber: 2, etag: '"etag-2"' },
      { partNumber: 3, etag: '"etag-3"' },
    ],
  });
  expect(await screen.findByText('warm-ups.mp3 (1 KB)')).toBeInTheDocument();
});
