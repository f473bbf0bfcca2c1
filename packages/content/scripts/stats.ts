// Prints the library's figures against its goals (`npm run content -- stats` prints them too).
import { formatLibraryStats, libraryStats } from '../src/stats';
import { libraryTopics } from '../src/library';
import { formatPromptStats, promptStats } from '../src/prompt-stats';
import { surveyPrompts } from '../src/prompts';

for (const line of formatLibraryStats(libraryStats(libraryTopics))) console.log(line);
console.log('');
console.log('Survey Says prompts, against their goals:');
for (const line of formatPromptStats(promptStats(surveyPrompts))) console.log(`  ${line}`);
