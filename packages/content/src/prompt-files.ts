import animals from '../data/prompts/animals.json' with { type: 'json' };
import bodyAndHealth from '../data/prompts/body-and-health.json' with { type: 'json' };
import familyAndFriends from '../data/prompts/family-and-friends.json' with { type: 'json' };
import foodAndDrink from '../data/prompts/food-and-drink.json' with { type: 'json' };
import goingOut from '../data/prompts/going-out.json' with { type: 'json' };
import holidaysAndTravel from '../data/prompts/holidays-and-travel.json' with { type: 'json' };
import home from '../data/prompts/home.json' with { type: 'json' };
import moviesAndTv from '../data/prompts/movies-and-tv.json' with { type: 'json' };
import parties from '../data/prompts/parties.json' with { type: 'json' };
import sportAndGames from '../data/prompts/sport-and-games.json' with { type: 'json' };
import thingsAndStuff from '../data/prompts/things-and-stuff.json' with { type: 'json' };
import workAndSchool from '../data/prompts/work-and-school.json' with { type: 'json' };

/**
 * The Survey Says prompt files shipped in packages/content/data/prompts, keyed by file name
 * without ".json" (the file's category). A new file is added here (a test checks that every
 * file in data/prompts is listed).
 */
export const bundledPromptFiles: Readonly<Record<string, unknown>> = {
  home,
  'food-and-drink': foodAndDrink,
  'work-and-school': workAndSchool,
  'going-out': goingOut,
  'holidays-and-travel': holidaysAndTravel,
  'family-and-friends': familyAndFriends,
  animals,
  'sport-and-games': sportAndGames,
  'body-and-health': bodyAndHealth,
  'things-and-stuff': thingsAndStuff,
  'movies-and-tv': moviesAndTv,
  parties,
};
