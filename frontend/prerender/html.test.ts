/**
 * @jest-environment node
 */
// A prerendered page leaves starting the app to the boot script (src/boot.ts):
// no module script or modulepreload in the HTML, their URLs on the boot tag.
import { fillTemplate } from './html';

const template = '<head><!--head--><!--boot--><!--preload--><!--styles--></head><body><!--root--><!--entry--></body>';

test('startAfterPaint hands the entry and its chunks to the boot script instead of loading them from <head>', () => {
  const html = fillTemplate(
    template,
    { head: '', routeKey: 'about', markup: '<p>x</p>', bootPath: '/about', preloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'], startAfterPaint: true },
    { boot: '/assets/boot.js', entry: '/assets/main.js' },
  );
  expect(html).toContain(
    '<script src="/assets/boot.js" data-path="/about" data-entry="/assets/main.js" data-preload="/assets/chunks/a.js /assets/chunks/b.js"></script>',
  );
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('type="module"');
});
