import { pairKey } from './library-checks';

/**
 * The explicit exceptions of the whole-library checks (library-checks.ts). Each entry says why;
 * a test fails when an entry no longer applies, so the lists only shrink.
 */

/**
 * Topics whose ranking does not change with time although their title says "largest" or "most"
 * (a physical fact, a fixed definition or a finished history): their title needs no year.
 */
export const TIMELESS_TOPIC_IDS: ReadonlySet<string> = new Set([
  // Areas of land, water and sky: fixed by geography
  'largest-countries-by-land-area',
  'largest-oceans',
  'largest-lakes',
  'largest-us-states-by-area',
  'largest-african-countries-by-area',
  'largest-australian-states-by-area',
  'largest-islands',
  'largest-mediterranean-islands',
  'largest-hawaiian-islands',
  'largest-constellations',
  // Physical and biological facts
  'elements-in-earths-crust',
  'gases-in-dry-air',
  'elements-in-the-human-body',
  'vertebral-column-regions',
  'largest-cats',
  'largest-planets',
  'largest-moons',
  'largest-moons-of-neptune',
  // Fixed definitions and finished histories
  'newest-us-states',
  'qwerty-top-row-letters',
  'roman-numeral-symbols-by-value',
]);

/**
 * Time-sensitive titles that still lack their year: a source with a date of its own that the
 * title should name. Printed by `npm run content -- stats` until the title is fixed.
 */
export const TITLES_PENDING_A_YEAR: ReadonlySet<string> = new Set([
  // "Oxford English Corpus": the corpus has editions; the title should name the one used.
  'most-common-english-words',
  // "UNESCO Index Translationum": the index has a cut-off year the title should name.
  'most-translated-authors',
]);

/** Pairs of titles that read alike yet rank different things (pairKey of their ids). */
export const NEAR_DUPLICATES_ALLOWED: ReadonlySet<string> = new Set([
  // All-time box office as of 2024, and the films released in 2024: no answer in common.
  pairKey('highest-grossing-films-worldwide', 'highest-grossing-films-of-2024'),
  // One AFI list in two halves, heroes and villains: the title words differ only in order.
  pairKey('afi-greatest-movie-heroes', 'afi-greatest-movie-villains'),
]);

/**
 * Series twins shipped before the twin check (two topics sharing 4 or more answers). Each pair
 * sits in one set (library-set-pins.ts), so the offline pack never gives away a live game;
 * the final library has none. No pair may be added: a new topic sharing 4 answers with
 * another is a twin to fix (retitle its measure, or drop it).
 */
export const KNOWN_TWINS: ReadonlySet<string> = new Set([
  'most-internet-users-by-country|most-populous-countries-2024',
  'largest-planets|planets-farthest-from-the-sun',
  'first-countries-to-launch-satellites|paris-2024-medal-table',
  'first-countries-to-launch-satellites|tokyo-2020-medal-table',
  'rio-2016-medal-table|tokyo-2020-medal-table',
  'largest-recorded-music-markets-2023|tokyo-2020-medal-table',
  'largest-recorded-music-markets-2023|rio-2016-medal-table',
  'industrial-robot-installations-2022|largest-recorded-music-markets-2023',
  'largest-merchandise-exporters-2023|largest-recorded-music-markets-2023',
  'largest-economies-gdp-2023|largest-recorded-music-markets-2023',
  'spotify-wrapped-2022-top-artists|spotify-wrapped-2023-top-artists',
  'spotify-wrapped-2022-top-artists|spotify-wrapped-2024-top-artists',
  'spotify-wrapped-2023-top-artists|spotify-wrapped-2024-top-artists',
  'largest-maize-producers-2022|most-internet-users-by-country',
  'largest-wine-producers-2022|largest-wine-producers-2023',
  'smartphone-vendors-2022|smartphone-vendors-2023',
  'industrial-robot-installations-2022|robot-density-2022',
  'industrial-robot-installations-2022|largest-merchandise-exporters-2023',
  'industrial-robot-installations-2022|largest-economies-gdp-2023',
  'fortune-global-500-2023|fortune-global-500-2024',
  'fortune-500-2023|fortune-500-2024',
  'interbrand-best-global-brands-2023|kantar-brandz-most-valuable-brands-2023',
  'first-us-trillion-dollar-companies|interbrand-best-global-brands-2023',
  'interbrand-best-global-brands-2023|most-valuable-companies-end-2023',
  'first-us-trillion-dollar-companies|kantar-brandz-most-valuable-brands-2023',
  'kantar-brandz-most-valuable-brands-2023|most-valuable-companies-end-2023',
  'forbes-richest-people-2023|forbes-richest-people-2024',
  'most-traded-currencies-2019|most-traded-currencies-2022',
  'largest-economies-gdp-2023|largest-merchandise-exporters-2023',
  'first-us-trillion-dollar-companies|most-valuable-companies-end-2023',
]);
