// Why choose us: the six reasons on the Services page (docs/PRODUCT-RULES.md, About and Services).
// The services themselves and their prices are site content, edited in the admin.
export const REASONS = [
  { title: 'Experienced Instructors', text: 'Trained, performing musicians with years of teaching and ministry experience.' },
  { title: 'Faith and Excellence', text: 'We pair musical skill with a heart for service in the church and community.' },
  { title: 'Personalised Learning', text: 'Lessons shaped around your goals, level and schedule.' },
  { title: 'Proven Results', text: 'Students pass graded exams, lead worship teams and perform with confidence.' },
  { title: 'Flexible Options', text: 'In-person in Victoria Island or online, individually or in groups.' },
  { title: 'Affordable Pricing', text: 'Clear naira pricing, with discounts for churches and groups.' },
];
