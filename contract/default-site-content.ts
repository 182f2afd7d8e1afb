// The site's texts as they were before the Content tab: the local seed's
// first version of each section, and what a section shows until the admin
// first saves it (a fresh deployment). Only the seed, the content repository
// and tests import it: public pages get their content with the page's data,
// never in a bundle (docs/ARCHITECTURE.md, Site content).
import type { ContactDetails, FaqContent, ResourceContent, ServiceContent, SiteContent, SocialLinkContent } from './site-content-schemas';

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

export const DEFAULT_SITE_CONTENT: SiteContent = {
  services: SERVICES,
  faq: FAQ,
  contact: CONTACT,
  socials: SOCIALS,
  resources: RESOURCES,
};
