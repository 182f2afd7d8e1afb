// About page copy (docs/PRODUCT-RULES.md, About and Services).
export const STORY = [
  { title: 'Our Story', text: 'Harmony began in 2014 as a handful of Saturday piano lessons in a church hall in Surulere. Parents asked for more, choir directors asked for help, and young worship leaders asked for mentors. Today we teach hundreds of students a year, train choirs across Lagos and run workshops that bring musicians together.' },
  { title: 'Our Mission', text: 'To raise skilled, confident and godly musicians through excellent music education, practical ministry training and personal mentorship that lasts beyond the lesson.' },
  { title: 'Our Vision', text: 'A generation of Nigerian musicians who lead worship, perform and teach with excellence, and who carry our rich musical heritage to the world.' },
] as const;

export const CORE_VALUES = [
  { title: 'Musical Excellence', text: 'We hold a high standard in technique, theory and performance, and help every student reach it.' },
  { title: 'Community Impact', text: 'We serve churches, schools and communities, and open doors for students who could not otherwise learn.' },
  { title: 'Professional Growth', text: 'We equip musicians with the skills, habits and character to build lasting careers and ministries.' },
  { title: 'Cultural Heritage', text: 'We celebrate African rhythms, hymnody and choral traditions alongside the classical and contemporary.' },
] as const;
