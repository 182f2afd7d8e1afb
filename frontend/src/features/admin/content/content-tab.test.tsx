// The Content tab through the real dashboard page, against msw.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { DEFAULT_SITE_CONTENT } from '../../../../../contract/default-site-content';
import { CONTENT_MESSAGES } from '../../../../../contract/messages';
import type { AdminSiteContentResponse, ContentVersion } from '../../../../../contract/site-content-schemas';
import { TOKEN, serveAdminApi } from '../../../test/msw/admin-api';
import { errorAnswer } from '../../../test/msw/answers';
import { on } from '../../../test/msw/routes';
import { server } from '../../../test/msw/server';
import { renderAdmin, resetAdminTestState } from '../admin-test-utils';

const sections = (version: number): AdminSiteContentResponse['sections'] => ({
  services: { version, updatedBy: 'admin', updatedAt: '2030-01-02T10:00:00.000Z', data: DEFAULT_SITE_CONTENT.services },
  faq: { version: 0, data: DEFAULT_SITE_CONTENT.faq },
  contact: { version: 0, data: DEFAULT_SITE_CONTENT.contact },
  socials: { version: 0, data: DEFAULT_SITE_CONTENT.socials },
  resources: { version: 0, data: DEFAULT_SITE_CONTENT.resources },
  privacy: { version: 0, data: DEFAULT_SITE_CONTENT.privacy },
});
const versions: ContentVersion[] = [
  { version: 2, updatedBy: 'admin', updatedAt: '2030-01-02T10:00:00.000Z', data: DEFAULT_SITE_CONTENT.services, changes: ['Music Education › price: 20000 → 25000'] },
  { version: 1, updatedBy: 'seed', updatedAt: '2030-01-01T10:00:00.000Z', data: DEFAULT_SITE_CONTENT.services, changes: [] },
];

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
  serveAdminApi();
});

describe('Content tab', () => {
  it('a save someone else overtook is refused with its message and keeps what was typed', async () => {
    let sent: unknown;
    server.use(
      on('admin-get-site-content', () => HttpResponse.json({ sections: sections(2) })),
      on('admin-list-content-versions', () => HttpResponse.json({ versions })),
      on('admin-update-site-content', async ({ request }) => {
        sent = await request.json();
        return errorAnswer(409, CONTENT_MESSAGES.conflict);
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin?tab=content');
    const form = within(await screen.findByRole('form', { name: 'Services' }));
    const price = form.getAllByLabelText(/^Price/)[0];
    fireEvent.change(price, { target: { value: '30,000' } });
    await user.click(form.getByRole('button', { name: 'Save Services' }));

    expect(await screen.findByText(CONTENT_MESSAGES.conflict)).toBeInTheDocument();
    expect(price).toHaveValue('30,000');
    expect(sent).toMatchObject({ section: 'services', expectedVersion: 2 });
    expect((sent as { data: { price: number }[] }).data[0].price).toBe(30000);
  });

  it('shows who changed what, and restores an older version from the live one', async () => {
    let reverted: unknown;
    let live = 2;
    server.use(
      on('admin-get-site-content', () => HttpResponse.json({ sections: sections(live) })),
      on('admin-list-content-versions', () => HttpResponse.json({ versions })),
      on('admin-revert-site-content', async ({ request, params }) => {
        reverted = { section: params.section, ...((await request.json()) as object) };
        live = 3;
        return HttpResponse.json({ success: true, message: CONTENT_MESSAGES.reverted, version: 3 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin?tab=content');
    const latest = await screen.findByRole('listitem', { name: 'Version 2' });
    expect(within(latest).getByText('Music Education › price: 20000 → 25000')).toBeInTheDocument();
    expect(within(latest).getByText('Live')).toBeInTheDocument();
    expect(within(latest).queryByRole('button', { name: 'Restore' })).toBeNull();

    await user.click(within(screen.getByRole('listitem', { name: 'Version 1' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(CONTENT_MESSAGES.reverted)).toBeInTheDocument();
    expect(reverted).toEqual({ section: 'services', version: 1, expectedVersion: 2 });
    await waitFor(() => expect(screen.getByText(/^Version 3, saved by admin/)).toBeInTheDocument());
  });

  it('an uploaded file becomes the resource file the save stores; a pasted link still works for another', async () => {
    let sent: { data: { slug: string; file?: unknown; size?: string }[] } | undefined;
    server.use(
      on('admin-get-site-content', () => HttpResponse.json({ sections: sections(2) })),
      on('admin-list-content-versions', () => HttpResponse.json({ versions: [] })),
      on('admin-start-file-upload', () =>
        HttpResponse.json({ key: 'media/files/k/handbook.pdf', uploadId: 'u1', partSize: 8, parts: [{ partNumber: 1, url: 'http://127.0.0.1/_local/s3/b/k?partNumber=1' }] }),
      ),
      http.put('http://127.0.0.1/_local/s3/b/k', () => new HttpResponse(null, { status: 200, headers: { ETag: '"etag-1"' } })),
      on('admin-complete-file-upload', () =>
        HttpResponse.json({ file: { url: '/media/files/k/handbook.pdf', name: 'handbook.pdf', size: 3 * 1024 * 1024, contentType: 'application/pdf' } }),
      ),
      on('admin-update-site-content', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ success: true, message: CONTENT_MESSAGES.saved, version: 1 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin?tab=content');
    await user.click(await screen.findByRole('tab', { name: 'Featured resources' }));
    const form = within(await screen.findByRole('form', { name: 'Featured resources' }));

    const upload = form.getByLabelText<HTMLInputElement>('File for Music Theory Handbook');
    fireEvent.change(upload, { target: { files: [new File(['%PDF-1.7'], 'handbook.pdf', { type: 'application/pdf' })] } });
    expect(await form.findByText('handbook.pdf (3.0 MB)')).toBeInTheDocument();
    // The link box shows what the Download button will serve.
    const links = form.getAllByLabelText(/^File link/);
    expect(links[0]).toHaveValue('/media/files/k/handbook.pdf');
    fireEvent.change(links[1], { target: { value: 'https://cdn.example/masterclass.mp4' } });

    await user.click(form.getByRole('button', { name: 'Save Featured resources' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.data[0]).toMatchObject({
      slug: 'music-theory-handbook',
      size: '2.4 MB',
      file: { url: '/media/files/k/handbook.pdf', name: 'handbook.pdf', size: 3 * 1024 * 1024, contentType: 'application/pdf' },
    });
    expect(sent!.data[1].file).toEqual({ url: 'https://cdn.example/masterclass.mp4', name: 'masterclass.mp4', size: 0, contentType: 'video/mp4' });
    expect(sent!.data[2].file).toBeUndefined();
  });
});
