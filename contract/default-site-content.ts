// The site's texts as they were before the Content tab: the local seed's
// first version of each section, and what a section shows until the admin
// first saves it (a fresh deployment). Only the seed, the content repository
// and tests import it: public pages get their content with the page's data,
// never in a bundle (docs/ARCHITECTURE.md, Site content).
import type { ContactDetails, FaqContent, PrivacyNotice, ResourceContent, ServiceContent, SiteContent, SocialLinkContent } from './site-content-schemas';

const SERVICES: ServiceContent[] = [
  {
    id: 'music-education',
    title: 'Music Education',
    description:
      'Structured lessons in music theory, sight-reading, aural skills and musicianship for beginners through advanced students.',
    features: ['Music theory and harmony', 'Sight-reading and ear training', 'Graded exam preparation (ABRSM/Trinity)', 'Progress reports every term'],
    price: 25_000,
    unit: 'per month',
  },
  {
    id: 'choir-training',
    title: 'Choir Training',
    description:
      'On-site coaching for church, school and community choirs: blend, balance, diction and confident part-singing.',
    features: ['Vocal warm-ups and technique', 'Part-singing and harmony', 'Repertoire selection and arrangement', 'Performance preparation'],
    price: 50_000,
    unit: 'per session',
  },
  {
    id: 'music-ministry-development',
    title: 'Music Ministry Development',
    description:
      'Workshops that help worship teams grow in skill, spiritual depth and leadership, and run their ministry well.',
    features: ['Worship leading and flow', 'Team structure and rehearsal planning', 'Song selection for services', 'Mentoring for ministry leaders'],
    price: 40_000,
    unit: 'per workshop',
  },
  {
    id: 'performance-coaching',
    title: 'Performance Coaching',
    description:
      'One-to-one coaching for soloists and instrumentalists preparing for concerts, auditions, recordings and competitions.',
    features: ['Stage presence and confidence', 'Managing performance anxiety', 'Audition and recording preparation', 'Personal feedback on every session'],
    price: 15_000,
    unit: 'per session',
  },
  {
    id: 'instrument-lessons',
    title: 'Instrument Lessons',
    description:
      'Private and small-group lessons on piano, keyboard, guitar, bass, drums, violin and saxophone, for ages 8 to adult.',
    features: ['Piano, keyboard, guitar, bass and drums', 'Violin and saxophone', 'Weekly lessons at your pace', 'Practice plans between lessons'],
    price: 20_000,
    unit: 'per month',
  },
  {
    id: 'workshops-masterclasses',
    title: 'Workshops & Masterclasses',
    description:
      'Intensive sessions with experienced Nigerian and visiting musicians on technique, arranging, worship and the music business.',
    features: ['Hands-on group sessions', 'Guest facilitators', 'Course materials and certificate', 'Networking with other musicians'],
    price: 35_000,
    unit: 'per workshop',
  },
];


const FAQ: FaqContent[] = [
  {
    question: 'What ages do you teach?',
    answer: 'We teach students from age 8 to adults. Lessons are shaped to each age group, from playful foundations for children to focused programmes for adults and ministers.',
  },
  {
    question: 'Do I need my own instrument?',
    answer: 'No. You do not need an instrument to start: our studio has pianos, keyboards, guitars and drums for lessons, and we will advise you when you are ready to buy your own.',
  },
  {
    question: 'How can I pay for lessons?',
    answer: 'We accept cash, bank transfer and mobile payment. Monthly plans are paid at the start of each month; workshops are paid at registration.',
  },
  {
    question: 'Do you offer a free trial lesson?',
    answer: 'Yes. Book a free trial lesson by calling +234 803 123 4567 or by sending the form on this page, and we will arrange a time that suits you.',
  },
  {
    question: 'Are lessons online or in person?',
    answer: 'Both. Take lessons in person at our Victoria Island studio or online by video call, whichever fits your schedule and location.',
  },
  {
    question: 'What makes Harmony different?',
    answer: 'We combine solid music education with ministry training and personal mentorship. Our teachers are performing musicians and worship leaders who care about your character and calling as much as your technique.',
  },
];

const RESOURCES: ResourceContent[] = [
  {
    slug: 'music-theory-handbook',
    title: 'Music Theory Handbook',
    description: 'Scales, intervals, chords and progressions explained for church musicians.',
    type: 'PDF',
    size: '2.4 MB',
  },
  {
    slug: 'vocal-technique-masterclass',
    title: 'Vocal Technique Masterclass',
    description: 'Breathing, posture, tone and range-building exercises with demonstrations.',
    type: 'Video',
    size: '45 min',
  },
  {
    slug: 'african-music-arrangements',
    title: 'African Music Arrangements',
    description: 'Choir and band arrangements of well-loved Nigerian and African songs.',
    type: 'Sheet Music',
    size: '1.8 MB',
  },
  {
    slug: 'worship-leadership-guide',
    title: 'Worship Leadership Guide',
    description: 'Planning sets, leading a team and serving a congregation well.',
    type: 'eBook',
    size: '3.1 MB',
  },
  {
    slug: 'performance-anxiety-workshop',
    title: 'Performance Anxiety Workshop',
    description: 'Practical ways to prepare for and enjoy performing in front of people.',
    type: 'Recording',
    size: '60 min',
  },
  {
    slug: 'choir-warm-up-exercises',
    title: 'Choir Warm-up Exercises',
    description: 'Daily warm-ups for blend, pitch and diction, ready to play in rehearsal.',
    type: 'Audio',
    size: '156 MB',
  },
];


const CONTACT: ContactDetails = {
  addressLine1: '12 Adeola Odeku Street',
  addressLine2: 'Victoria Island, Lagos, Nigeria',
  phones: ['+234 803 123 4567', '+234 809 765 4321'],
  emails: ['info@harmonymusicministry.ng', 'bookings@harmonymusicministry.ng'],
  officeHours: [
    { days: 'Mon-Fri', hours: '9:00 AM - 6:00 PM' },
    { days: 'Sat', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
  mapLocation: 'Adeola Odeku Street, Victoria Island, Lagos',
};

const SOCIALS: SocialLinkContent[] = [
  { name: 'Facebook', url: 'https://www.facebook.com/harmonymusicministry' },
  { name: 'Instagram', url: 'https://www.instagram.com/harmonymusicministry' },
  { name: 'YouTube', url: 'https://www.youtube.com/@harmonymusicministry' },
];

// The privacy notice (docs/PRODUCT-RULES.md, People's data; the Nigeria Data
// Protection Act 2023). The page adds who we are and how to reach us (the
// contact section), how long each kind of data is kept (contract/privacy.ts)
// and the "See or erase your data" form, so none of those is copied here.
const PRIVACY: PrivacyNotice = {
  updated: '2026-11-28',
  intro:
    'This notice explains, in plain words, what personal data we collect when you book an event, a trial lesson or a programme, write to us or join a waitlist; why we collect it; who receives it; how long we keep it; and what you can do about it. It covers children too: many of our learners are under 18.',
  parts: [
    {
      title: 'What we collect and why',
      text: [
        'We collect only what we need, for these purposes:',
        "- To give you what you booked (a ticket, a trial lesson, a place in a programme or on a waitlist): your name, email and phone, your answers to the event's questions, a learner's name and age and a guardian's name, attendance, and the payment's amount and reference. The basis is the contract with you: without these details we cannot take your booking.",
        '- To answer your message: your name, email, phone and what you wrote. The basis is the contract you ask us to enter, or our legitimate interest in answering you.',
        '- To send you news and offers: your email, only if you ticked "Send me news and offers". The basis is your consent, which you can withdraw at any time; saying no never affects a booking.',
        '- To keep the site safe and prevent fraud and spam: the IP address of requests and the time of sign-ins and payments. The basis is our legitimate interest in a secure service.',
        'We do not sell your data, and we do not use it to build profiles or make automatic decisions about you.',
      ].join('\n'),
    },
    {
      title: 'Who receives it, and where it is kept',
      text: [
        'Your data is handled by these service providers, under contracts that oblige them to protect it and use it only for us:',
        '- Amazon Web Services (AWS) hosts the site and stores the data, in the AWS region where the site is deployed.',
        '- Paystack processes card and bank payments; we never see or keep your card number.',
        '- Amazon Simple Email Service (Amazon SES) sends our mails.',
        "The AWS region is outside Nigeria, so your data leaves Nigeria. We rely on these providers' contractual safeguards for that transfer, as the Nigeria Data Protection Act 2023 requires. Nobody else receives your data unless the law obliges us.",
      ].join('\n'),
    },
    {
      title: 'Your rights',
      text: [
        'You have the right to:',
        '- access the data we hold about you, and receive a copy of it (portability);',
        '- have it corrected (rectification) or erased;',
        '- restrict how we use it, or object to its use;',
        '- withdraw your consent to news and offers at any time (every mail has a link for it).',
        'To see, download or erase your data yourself, use "See or erase your data" below: we mail a link to your address and the page it opens shows everything we hold about you. For anything else, write to us at the address above. We answer within 30 days.',
      ].join('\n'),
    },
    {
      title: 'Children',
      text: 'For a learner under 18, a parent or guardian books the trial lesson or the programme and gives their consent for the learner\'s data; we write to the parent or guardian about the child. A parent or guardian may use the rights above for their child.',
    },
    {
      title: 'How to complain',
      text: 'If you think we have not handled your data properly, please tell us first so we can put it right. You also have the right to complain to the Nigeria Data Protection Commission (NDPC): see ndpc.gov.ng.',
    },
  ],
};

export const DEFAULT_SITE_CONTENT: SiteContent = {
  services: SERVICES,
  faq: FAQ,
  contact: CONTACT,
  socials: SOCIALS,
  resources: RESOURCES,
  privacy: PRIVACY,
};
