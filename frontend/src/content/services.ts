// Services: six offerings with the client's naira prices (docs/PRODUCT-RULES.md, About and Services).
export type Service = {
  id: string;
  title: string;
  description: string;
  features: string[];
  price: string;
  unit: string;
};

export const SERVICES: Service[] = [
  {
    id: 'music-education',
    title: 'Music Education',
    description:
      'Structured lessons in music theory, sight-reading, aural skills and musicianship for beginners through advanced students.',
    features: ['Music theory and harmony', 'Sight-reading and ear training', 'Graded exam preparation (ABRSM/Trinity)', 'Progress reports every term'],
    price: '₦25,000',
    unit: 'per month',
  },
  {
    id: 'choir-training',
    title: 'Choir Training',
    description:
      'On-site coaching for church, school and community choirs: blend, balance, diction and confident part-singing.',
    features: ['Vocal warm-ups and technique', 'Part-singing and harmony', 'Repertoire selection and arrangement', 'Performance preparation'],
    price: '₦50,000',
    unit: 'per session',
  },
  {
    id: 'music-ministry-development',
    title: 'Music Ministry Development',
    description:
      'Workshops that help worship teams grow in skill, spiritual depth and leadership, and run their ministry well.',
    features: ['Worship leading and flow', 'Team structure and rehearsal planning', 'Song selection for services', 'Mentoring for ministry leaders'],
    price: '₦40,000',
    unit: 'per workshop',
  },
  {
    id: 'performance-coaching',
    title: 'Performance Coaching',
    description:
      'One-to-one coaching for soloists and instrumentalists preparing for concerts, auditions, recordings and competitions.',
    features: ['Stage presence and confidence', 'Managing performance anxiety', 'Audition and recording preparation', 'Personal feedback on every session'],
    price: '₦15,000',
    unit: 'per session',
  },
  {
    id: 'instrument-lessons',
    title: 'Instrument Lessons',
    description:
      'Private and small-group lessons on piano, keyboard, guitar, bass, drums, violin and saxophone, for ages 8 to adult.',
    features: ['Piano, keyboard, guitar, bass and drums', 'Violin and saxophone', 'Weekly lessons at your pace', 'Practice plans between lessons'],
    price: '₦20,000',
    unit: 'per month',
  },
  {
    id: 'workshops-masterclasses',
    title: 'Workshops & Masterclasses',
    description:
      'Intensive sessions with experienced Nigerian and visiting musicians on technique, arranging, worship and the music business.',
    features: ['Hands-on group sessions', 'Guest facilitators', 'Course materials and certificate', 'Networking with other musicians'],
    price: '₦35,000',
    unit: 'per workshop',
  },
];

export const REASONS = [
  { title: 'Experienced Instructors', text: 'Trained, performing musicians with years of teaching and ministry experience.' },
  { title: 'Faith and Excellence', text: 'We pair musical skill with a heart for service in the church and community.' },
  { title: 'Personalised Learning', text: 'Lessons shaped around your goals, level and schedule.' },
  { title: 'Proven Results', text: 'Students pass graded exams, lead worship teams and perform with confidence.' },
  { title: 'Flexible Options', text: 'In-person in Victoria Island or online, individually or in groups.' },
  { title: 'Affordable Pricing', text: 'Clear naira pricing, with discounts for churches and groups.' },
];
