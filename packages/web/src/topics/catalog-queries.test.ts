import { describe, expect, it } from 'vitest';
import { topicGameTypes } from './catalog-queries';

describe('the game types of My Topics', () => {
  it('[SURVEY-11] offers every listed game type but Survey Says, whose boards come from a survey', () => {
    const gameType = (id: string) => ({ id, name: id, description: '', maxAnswers: 5 });
    const listed = { gameTypes: [gameType('top5-blitz'), gameType('family-feud')] };
    expect(topicGameTypes(listed).map((type) => type.id)).toEqual(['top5-blitz']);
  });
});
