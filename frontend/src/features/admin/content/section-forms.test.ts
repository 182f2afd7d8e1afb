import { DEFAULT_SITE_CONTENT } from '../../../../../contract/default-site-content';
import { CONTENT_MESSAGES } from '../../../../../contract/messages';
import { formErrors, parseSection, slugFor, toForm, validateSection } from './section-forms';

describe('content section forms', () => {
  it('round-trips every section through its form unchanged', () => {
    expect(parseSection('services', toForm.services(DEFAULT_SITE_CONTENT.services))).toEqual(DEFAULT_SITE_CONTENT.services);
    expect(parseSection('contact', toForm.contact(DEFAULT_SITE_CONTENT.contact))).toEqual(DEFAULT_SITE_CONTENT.contact);
    expect(parseSection('resources', toForm.resources(DEFAULT_SITE_CONTENT.resources))).toEqual(DEFAULT_SITE_CONTENT.resources);
    expect(parseSection('faq', toForm.faq(DEFAULT_SITE_CONTENT.faq))).toEqual(DEFAULT_SITE_CONTENT.faq);
    expect(parseSection('privacy', toForm.privacy(DEFAULT_SITE_CONTENT.privacy))).toEqual(DEFAULT_SITE_CONTENT.privacy);
  });

  it("puts the privacy notice's errors on the date and on the part the admin typed into", () => {
    const form = toForm.privacy(DEFAULT_SITE_CONTENT.privacy);
    form.updated = '28/11/2026';
    form.items[1].text = ' ';
    expect(validateSection('privacy')(form)).toEqual({ updated: CONTENT_MESSAGES.day, items: [undefined, { text: expect.any(String) }] });
    form.updated = '2026-02-30';
    expect(validateSection('privacy')(form).updated).toBe(CONTENT_MESSAGES.day);
  });

  it('shows a price in words on the price field of that service', () => {
    const form = toForm.services(DEFAULT_SITE_CONTENT.services);
    form.items[1].price = 'fifteen thousand';
    expect(validateSection('services')(form)).toEqual({ items: [undefined, { price: CONTENT_MESSAGES.price }] });
  });

  it('reads "25,000" as 25000 and a pasted file link as the resource file', () => {
    const form = toForm.services(DEFAULT_SITE_CONTENT.services);
    form.items[0].price = '25,000';
    expect(parseSection('services', form)[0].price).toBe(25000);
    const resources = toForm.resources(DEFAULT_SITE_CONTENT.resources);
    resources.items[0].fileUrl = 'https://cdn.example/files/Theory%20Handbook.pdf';
    expect(parseSection('resources', resources)[0].file).toEqual({
      url: 'https://cdn.example/files/Theory%20Handbook.pdf',
      name: 'Theory Handbook.pdf',
      size: 0,
      contentType: 'application/pdf',
    });
  });

  it('puts an error inside a list of lines on its text box', () => {
    const form = toForm.contact(DEFAULT_SITE_CONTENT.contact);
    form.emails = 'info@harmony.example\nnot-an-address';
    expect(validateSection('contact')(form)).toEqual({ emails: 'Please enter a valid email address' });
    expect(formErrors('services', { 'data.0.features.1': 'Required', 'data.2.title': 'Required' })).toEqual({
      items: [{ features: 'Required' }, undefined, { title: 'Required' }],
    });
  });

  it('makes a new id from the title, unique among the others', () => {
    expect(slugFor('Piano & Voice!', ['piano-voice'])).toBe('piano-voice-2');
    expect(slugFor('', [])).toBe('item');
  });
});
