// Prints the gzip size of the JavaScript and CSS that the home route (/) loads on first
// visit: index.html's module script and its modulepreloads, after `npm run build -w @trivia/web`.
// `npx tsx e2e/tools/home-bundle-size.ts`
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const html = readFileSync(dist + 'index.html', 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1]!,
);
let js = 0;
let css = 0;
for (const asset of assets) {
  const size = gzipSync(readFileSync(dist + asset)).length;
  if (asset.endsWith('.js')) js += size;
  else css += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${asset}`);
}
console.log(
  `home route: ${(js / 1024).toFixed(1)} KB JS gzip, ${(css / 1024).toFixed(1)} KB CSS gzip`,
);
