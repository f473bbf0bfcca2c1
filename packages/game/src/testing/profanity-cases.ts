/**
 * The profanity filter's cases, shared by the rule's unit tests and
 * the server's regression tests, which try them through the API and the socket.
 */

/** Refused: the English list's words, and the spellings an attack once got through. */
export const PROFANE_NAMES = [
  'Fuck Team',
  'Shit Happens',
  'Team Sh1t',
  'Bitch Squad',
  'Fuuuuck',
  'f u c k',
  'f.u.c.k',
  'F-U-C-K Crew',
  'f_u_c_k',
  '$ h ! t',
  'phuck',
  'Phuk Off',
  'fuq',
  'fück', // a precomposed accent
  'fu\u0301ck', // a combining accent
  'n i g g e r', // the spaced slur
  'n.i.g.g.e.r',
  'c u n t s',
  'a s s',
  'Dick Head',
] as const;

/**
 * Kept: real names, places, foods and words that hold a listed word, and names written
 * with initials. A name of this list refused is a false positive.
 */
export const INNOCENT_NAMES = [
  'Dick Van Dyke',
  'Cockpit Crew',
  'Scunthorpe United',
  'Cockburn',
  'Hancock',
  'Hitchcock',
  'Peacock',
  'Cockatoo',
  'Cocktail Crew',
  'Cockney Rebels',
  'Assassins',
  'Class Act',
  'Bass Players',
  'Cassandra',
  'Essex',
  'Middlesex',
  'Titanic',
  'Therapist',
  'Analyst',
  'Penistone',
  'Shiitake',
  'Arsenal',
  'Dickens',
  'Moby Dick',
  'Emily Dickinson',
  'Philip K. Dick',
  'Cumberbatch',
  'Cumbria',
  'Dominic Cummings',
  'Magna Cum Laude',
  'Sextant',
  'Grasshopper',
  'Mississippi',
  'Montenegro',
  'Kung Fu Panda',
  'Phuket',
  'Fukuoka',
  'Pussycat Dolls',
  'Uranus',
  'Scrabble Kings',
  'Snigger',
  'Nigel',
  'Nigeria',
  'Negroni',
  'Fire Retardant',
  'Rapeseed',
  'J. R. R. Tolkien',
  'A. A. Milne',
  'Kung Fu',
  'Phuc',
  'Pen Island',
  'Matsushita',
] as const;
