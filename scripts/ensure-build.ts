// `npm start` on a fresh checkout: build the web app and the server first when either build
// is missing, so one command starts the app. After changing the code, run `npm run build`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const outputs = ['packages/server/dist/main.js', 'packages/web/dist/index.html'];
const missing = outputs.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`Not built yet (${missing.join(', ')}): running npm run build`);
  execSync('npm run build', { stdio: 'inherit' });
}
