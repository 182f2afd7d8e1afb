// Contact page copy: the six FAQ answers (docs/PRODUCT-RULES.md, Contact).
import { site } from './site';

export const FAQ = [
  {
    q: 'What ages do you teach?',
    a: 'We teach students from age 8 to adults. Lessons are shaped to each age group, from playful foundations for children to focused programmes for adults and ministers.',
  },
  {
    q: 'Do I need my own instrument?',
    a: 'No. You do not need an instrument to start: our studio has pianos, keyboards, guitars and drums for lessons, and we will advise you when you are ready to buy your own.',
  },
  {
    q: 'How can I pay for lessons?',
    a: 'We accept cash, bank transfer and mobile payment. Monthly plans are paid at the start of each month; workshops are paid at registration.',
  },
  {
    q: 'Do you offer a free trial lesson?',
    a: `Yes. Book a free trial lesson by calling ${site.phones[0]} or by sending the form on this page, and we will arrange a time that suits you.`,
  },
  {
    q: 'Are lessons online or in person?',
    a: 'Both. Take lessons in person at our Victoria Island studio or online by video call, whichever fits your schedule and location.',
  },
  {
    q: `What makes ${site.shortName} different?`,
    a: 'We combine solid music education with ministry training and personal mentorship. Our teachers are performing musicians and worship leaders who care about your character and calling as much as your technique.',
  },
] as const;
