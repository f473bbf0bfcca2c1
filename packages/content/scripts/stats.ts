// Prints the library's figures against its goals (`npm run content -- stats` prints them too).
import { formatLibraryStats, libraryStats } from '../src/stats';
import { libraryTopics } from '../src/library';

for (const line of formatLibraryStats(libraryStats(libraryTopics))) console.log(line);
