// Home page copy (docs/PRODUCT-RULES.md, Home).
export const WHY_CHOOSE = [
  {
    title: 'Expert Music Education',
    text: 'Learn from trained, performing musicians who teach theory, technique and musicianship step by step, for every age and level.',
  },
  {
    title: 'Community Building',
    text: 'Join choirs, worship teams and fellow students across Lagos who grow, serve and make music together.',
  },
  {
    title: 'Excellence & Growth',
    text: 'Clear goals, regular feedback and performance opportunities that turn practice into confident ministry and artistry.',
  },
] as const;

export const FEATURED_TESTIMONIAL = {
  text: 'Our choir has been transformed. In six months of training our singers learned to blend, read parts and lead worship with confidence and joy. The mentorship has been a blessing to our whole music ministry.',
  name: 'Mrs. Adebola Okonkwo',
  position: 'Music Director, Grace Assembly Church, Lekki',
  rating: 5,
} as const;
