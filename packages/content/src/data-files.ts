import gameTypes from '../data/game-types.json' with { type: 'json' };
import animals from '../data/topics/animals.json' with { type: 'json' };
import business from '../data/topics/business.json' with { type: 'json' };
import filmAndTv from '../data/topics/film-and-tv.json' with { type: 'json' };
import foodAndDrink from '../data/topics/food-and-drink.json' with { type: 'json' };
import geography from '../data/topics/geography.json' with { type: 'json' };
import history from '../data/topics/history.json' with { type: 'json' };
import language from '../data/topics/language.json' with { type: 'json' };
import music from '../data/topics/music.json' with { type: 'json' };
import scienceAndNature from '../data/topics/science-and-nature.json' with { type: 'json' };
import space from '../data/topics/space.json' with { type: 'json' };
import sport from '../data/topics/sport.json' with { type: 'json' };
import technology from '../data/topics/technology.json' with { type: 'json' };

/** Content as read from files, not yet validated: the game types and one file per category. */
export interface ContentSource {
  gameTypes: unknown;
  /** Keyed by file name without ".json", which must equal the file's category. */
  topicFiles: Readonly<Record<string, unknown>>;
}

/**
 * The data files shipped in packages/content/data. JSON imports with a `type: 'json'`
 * attribute work the same under Node (tsx), Vite and Vitest, so the catalog needs no file
 * system and also runs in the browser. A new category file is added here (a test checks that
 * every file in data/topics is listed).
 */
export const bundledContent: ContentSource = {
  gameTypes,
  topicFiles: {
    geography,
    'science-and-nature': scienceAndNature,
    space,
    history,
    sport,
    animals,
    music,
    'film-and-tv': filmAndTv,
    'food-and-drink': foodAndDrink,
    technology,
    language,
    business,
  },
};
