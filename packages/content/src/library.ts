import { bundledContent } from './data-files';
import { categoryFileSchema, type LibraryTopicEntry } from './schema';

/** A library topic as written in its data file, with the category of its file. */
export type LibraryTopic = LibraryTopicEntry & { category: string };

/**
 * Every library topic with what the catalog leaves out (difficulty, family, how its source was
 * checked), for the checks of the whole library and `npm run content -- stats`. The catalog
 * (catalog.ts) has already refused a broken file, so parsing here cannot fail.
 */
export const libraryTopics: LibraryTopic[] = Object.values(bundledContent.topicFiles).flatMap(
  (file) => {
    const parsed = categoryFileSchema.parse(file);
    return parsed.topics.map((topic) => ({ ...topic, category: parsed.category }));
  },
);
