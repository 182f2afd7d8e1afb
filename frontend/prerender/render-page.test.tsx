/**
 * @jest-environment node
 */
// The prerender as the build runs it: a public route to markup, head meta and
// first-paint CSS that the browser's emotion cache can adopt.
import { fillTemplate, headTags } from './html';
import { renderPage } from './render-page';


test('/about renders the page itself, its meta and the CSS of every class it uses', async () => {
  const page = await renderPage('/about');
  expect(page.routeKey).toBe('about');
  expect(page.meta?.title).toBe('About Us');
  expect(page.html).toContain('<h1');
  expect(page.html).toContain('Our Story');
  // Nothing left for the browser to swap in: the CSP would block the script.
  expect(page.html).not.toMatch(/<script[\s>]/);
  expect(page.html).not.toMatch(/<!--\$[?!]-->/);
  const classes = new Set([...page.html.matchAll(/\bcss-([a-z0-9]+)/g)].map((m) => m[1]));
  const styled = /<style data-emotion="css ([^"]*)">/.exec(page.styles)![1].split(' ');
  for (const id of classes) expect(styled).toContain(id);
  expect(page.styles).toMatch(/<style data-emotion="css-global [a-z0-9]+">/);
});

test('an unknown path renders the not-found page', async () => {
  const page = await renderPage('/404');
  expect(page.routeKey).toBe('*');
  expect(page.html).toContain('404 Page Not Found');
});

test('the head carries title, description, canonical, Open Graph and Twitter tags', () => {
  const head = headTags({ meta: { title: 'About Us', description: 'A "quoted" <b>description</b>' }, origin: 'https://x.ng', path: '/about', indexable: true });
  expect(head).toContain('<title>About Us | Harmony Music Ministry &amp; Mentorship</title>');
  expect(head).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;description&lt;/b&gt;" />');
  expect(head).toContain('<link rel="canonical" href="https://x.ng/about" />');
  expect(head).toContain('<meta property="og:image" content="https://x.ng/images/og-image.png" />');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const noindex = headTags({ meta: { title: 'Page Not Found', description: 'd' }, origin: 'https://x.ng', path: '/404', indexable: false });
  expect(noindex).toContain('<meta name="robots" content="noindex" />');
  expect(noindex).not.toContain('canonical');
});

test('the template gets the route key on #root and markup with $ signs intact', () => {
  const template = '<head><!--head--><!--boot--><!--preload--><!--styles--></head><body><!--root--><!--entry--></body>';
  const html = fillTemplate(
    template,
    { head: '<title>t</title>', styles: '<style></style>', routeKey: 'about', markup: '<p>₦15,000 $& $1</p>', bootPath: '/about', preloads: ['/assets/chunks/a.js'] },
    { boot: '/assets/boot.js', entry: '/assets/main.js' },
  );
  expect(html).toContain('<div id="root" data-route="about"><p>₦15,000 $& $1</p></div>');
  expect(html).toContain('<script src="/assets/boot.js" data-path="/about"></script>');
  expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/a.js" />');
  expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
  const shell = fillTemplate(template, { head: '', preloads: [] }, { boot: '/b.js', entry: '/m.js' });
  expect(shell).toContain('<div id="root"></div>');
});
