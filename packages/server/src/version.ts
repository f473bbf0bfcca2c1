import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './server-root';

/** The server's release version, from its package.json. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
