import {
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
  type Matcher,
} from 'obscenity';
import { memoByText } from '../matching/text-memo';

/**
 * Words of real places and foods that the English list would refuse (the Scunthorpe
 * problem): a name may hold them.
 */
const ALLOWED_TERMS = ['shiitake', 'penistone', 'pussycat'];

let matcher: Matcher | undefined;

/**
 * Does `name` hold a profane word (issue 23, "Names are safe")? obscenity's English list,
 * with its transformers for look-alike, leet-speak ("sh1t") and stretched ("fuuuck")
 * spellings. Built on first use; a name's answer is remembered (issue 21: every Save Teams
 * checks the same team names again).
 */
export const isProfane: (name: string) => boolean = memoByText((name) => {
  matcher ??= buildMatcher();
  return matcher.hasMatch(name);
});

function buildMatcher(): Matcher {
  const dataset = englishDataset.build();
  return new RegExpMatcher({
    ...dataset,
    whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...ALLOWED_TERMS],
    ...englishRecommendedTransformers,
  });
}
