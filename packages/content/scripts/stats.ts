// Prints the number of topics per category (`npm run content -- stats`).
import { categoryCounts, MAX_CATEGORY_SHARE, topics } from '../src/index';

const rows = categoryCounts(topics);
const width = Math.max(...rows.map((row) => row.name.length), 'Total'.length);
for (const row of rows) {
  const percent = `${(row.share * 100).toFixed(1)}%`.padStart(6);
  const warning = row.share > MAX_CATEGORY_SHARE ? '  over a quarter of all topics' : '';
  console.log(`${row.name.padEnd(width)}  ${String(row.count).padStart(4)}  ${percent}${warning}`);
}
console.log(`${'Total'.padEnd(width)}  ${String(topics.length).padStart(4)}`);
