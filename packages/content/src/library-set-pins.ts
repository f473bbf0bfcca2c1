/**
 * Topics whose set is not their id's hash (TOPIC-7): a topic sharing three or more answers
 * with another (two years of one chart, planets by mass and by size) must sit in the same
 * set, or the offline pack would give away most of a live game. Each group of such topics
 * was placed whole, as a unit, in the set that kept every category closest to half online.
 * A pin is never changed for a topic that has shipped; a new topic is pinned beside its twins.
 */
export const LIBRARY_SET_PINS: Readonly<Record<string, 'online' | 'offline'>> = {
  'fortune-global-500-2024': 'online',
  'fortune-500-2023': 'online',
  'most-traded-currencies-2022': 'offline',
  'most-traded-currencies-2019': 'offline',
  'interbrand-best-global-brands-2023': 'offline',
  'kantar-brandz-most-valuable-brands-2023': 'offline',
  'top-us-fast-food-chains-by-sales-2023': 'offline',
  'top-us-fast-food-chains-by-locations-2023': 'offline',
  'most-spoken-languages-ethnologue-2023': 'offline',
  'largest-economies-gdp-2023': 'online',
  'largest-tomato-producers-2022': 'online',
  'most-populous-countries-2024': 'online',
  'countries-with-most-living-languages': 'online',
  'largest-recorded-music-markets-2023': 'online',
  'first-countries-to-launch-satellites': 'online',
  'paris-2024-medal-table': 'online',
  'industrial-robot-installations-2022': 'online',
  'most-internet-users-by-country': 'online',
  'spotify-wrapped-2022-top-artists': 'offline',
  'elements-six-to-ten': 'online',
  'elements-in-the-human-body': 'online',
  'top500-supercomputers-november-2024': 'offline',
  'top500-supercomputers-june-2024': 'offline',
  'largest-cats': 'online',
  'us-baby-names-girls-2010s': 'online',
  'westminster-best-in-show-breeds-2019-to-2023': 'online',
  'us-baby-names-boys-1970s': 'offline',
  'us-baby-names-boys-1940s': 'offline',
  'us-baby-names-boys-1970s-sixth-to-tenth': 'offline',
  'ballon-dor-2021-top-five': 'offline',
  'england-wales-baby-names-boys-2008': 'online',
  'england-wales-baby-names-boys-2004': 'online',
  // A new topic, pinned online to keep the animals category fairly split.
  'santas-reindeer-first-five': 'online',
};
