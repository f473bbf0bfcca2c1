import {
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
  type Matcher,
} from 'obscenity';

/**
 * Words of real places and foods that the English list would refuse (the Scunthorpe
 * problem): a name may hold them.
 */
const ALLOWED_TERMS = ['shiitake', 'penistone', 'pussycat'];

let matcher: Matcher | undefined;

/**
 * Does `name` hold a profane word (issue 23, "Names are safe")? obscenity's English list,
 * with its transformers for look-alike, leet-speak ("sh1t") and stretched ("fuuuck")
 * spellings. Built on first use.
 */
export function isProfane(name: string): boolean {
  matcher ??= buildMatcher();
  return matcher.hasMatch(name);
}

function buildMatcher(): Matcher {
  const dataset = englishDataset.build();
  return new RegExpMatcher({
    ...dataset,
    whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...ALLOWED_TERMS],
    ...englishRecommendedTransformers,
  });
}
