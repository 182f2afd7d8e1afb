import { button, escapeHtml, layout, multiline, plainLink } from './html';

it('escapes the five HTML specials', () => {
  expect(escapeHtml(`<b>Ada</b> & "Obi" 'x'`)).toBe('&#60;b&#62;Ada&#60;/b&#62; &#38; &#34;Obi&#34; &#39;x&#39;');
});

it('keeps line breaks of escaped text', () => {
  expect(multiline('a<b>\nc')).toBe('a&#60;b&#62;<br>c');
});

it('escapes link targets and labels', () => {
  expect(plainLink('https://x.example/?a=1&b="2"', '<i>')).toBe(
    '<a href="https://x.example/?a=1&#38;b=&#34;2&#34;" style="color:#6b46c1;word-break:break-all">&#60;i&#62;</a>',
  );
  expect(button('https://x.example/t', 'Go <now>')).toContain('>Go &#60;now&#62;</a>');
});

it('lays out a document with the site name as text and a hidden preview', () => {
  const html = layout({ siteName: 'A & B', origin: 'https://x.example', preview: 'Hi <there>', bodyHtml: '<p>x</p>' });
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain('<title>A &#38; B</title>');
  expect(html).toContain('Hi &#60;there&#62;');
  expect(html).toContain('max-width:600px');
  expect(html).toContain('<p>x</p>');
});
