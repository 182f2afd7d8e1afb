import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Target, type S3Sender } from './s3-target';

/** A bucket in memory behind the S3Client `send` shape, recording every command. */
function fakeS3(initial: Record<string, string> = {}, pageSize = 1000) {
  const objects = new Map(Object.entries(initial));
  const sent: unknown[] = [];
  const client: S3Sender = {
    send(command) {
      sent.push(command);
      if (command instanceof GetObjectCommand) {
        const body = objects.get(command.input.Key!);
        if (body === undefined) return Promise.reject(Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' }));
        return Promise.resolve({ Body: { transformToString: () => Promise.resolve(body) } });
      }
      if (command instanceof PutObjectCommand) {
        objects.set(command.input.Key!, command.input.Body as string);
        return Promise.resolve({});
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(command.input.Key!);
        return Promise.resolve({});
      }
      const { Prefix = '', ContinuationToken } = command.input;
      const all = [...objects.keys()].filter((k) => k.startsWith(Prefix)).sort();
      const start = ContinuationToken ? Number(ContinuationToken) : 0;
      const end = start + pageSize;
      return Promise.resolve({
        Contents: all.slice(start, end).map((Key) => ({ Key })),
        IsTruncated: end < all.length,
        NextContinuationToken: end < all.length ? String(end) : undefined,
      });
    },
  };
  return { client, objects, sent };
}

const OPTIONS = { bucket: 'site-bucket', cacheControl: 'no-cache' };

describe('s3Target', () => {
  it('writes a page with the HTML content type and the cache policy the deployment gives HTML', async () => {
    const { client, objects, sent } = fakeS3();
    await s3Target(client, OPTIONS).write('events/abc.html', '<!doctype html><title>Abc</title>');
    expect(objects.get('events/abc.html')).toBe('<!doctype html><title>Abc</title>');
    expect(sent).toHaveLength(1);
    expect((sent[0] as PutObjectCommand).input).toEqual({
      Bucket: 'site-bucket',
      Key: 'events/abc.html',
      Body: '<!doctype html><title>Abc</title>',
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'no-cache',
    });
  });

  it('writes the sitemap as application/xml', async () => {
    const { client, sent } = fakeS3();
    await s3Target(client, OPTIONS).write('sitemap.xml', '<urlset/>');
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Key: 'sitemap.xml', ContentType: 'application/xml' });
  });

  it('refuses other kinds of file and paths outside the site root, before calling S3', async () => {
    const { client, sent } = fakeS3();
    const target = s3Target(client, OPTIONS);
    await expect(target.write('assets/app.js', 'x')).rejects.toThrow(/only \.html and \.xml/);
    await expect(target.write('/events.html', 'x')).rejects.toThrow(/Not a site file path/);
    await expect(target.write('events/../index.html', 'x')).rejects.toThrow(/Not a site file path/);
    expect(sent).toHaveLength(0);
  });

  it('reads a file back, and a missing one as null', async () => {
    const { client } = fakeS3({ 'events.html': '<p>events</p>' });
    const target = s3Target(client, OPTIONS);
    await expect(target.read('events.html')).resolves.toBe('<p>events</p>');
    await expect(target.read('events/gone.html')).resolves.toBeNull();
  });

  it('passes on any other read failure instead of taking it for a missing file', async () => {
    const client: S3Sender = { send: () => Promise.reject(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' })) };
    await expect(s3Target(client, OPTIONS).read('events.html')).rejects.toThrow('Access Denied');
  });

  it('removes a file', async () => {
    const { client, objects } = fakeS3({ 'events/old.html': 'x', 'events/new.html': 'y' });
    await s3Target(client, OPTIONS).remove('events/old.html');
    expect([...objects.keys()]).toEqual(['events/new.html']);
  });

  it('lists every key under a prefix, across pages', async () => {
    const initial = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`events/e${i}.html`, 'x']));
    const { client, sent } = fakeS3({ ...initial, 'events.html': 'list', 'gallery.html': 'g' }, 2);
    const keys = await s3Target(client, OPTIONS).list('events/');
    expect(keys).toEqual(['events/e0.html', 'events/e1.html', 'events/e2.html', 'events/e3.html', 'events/e4.html']);
    expect(sent.filter((c) => c instanceof ListObjectsV2Command)).toHaveLength(3);
  });
});
