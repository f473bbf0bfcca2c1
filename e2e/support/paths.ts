import { fileURLToPath } from 'node:url';

/** The repository root and the places the harness uses. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIR = `${ROOT}packages/web/`;
export const WEB_DIST = `${WEB_DIR}dist/`;
/** The compiled server (`npm run build -w @trivia/server`), as `npm start` runs it. */
export const SERVER_MAIN = `${ROOT}packages/server/dist/main.js`;
export const SERVER_BUILD_MODULE = `${ROOT}packages/server/scripts/build.ts`;
export const OIDC_PROVIDER_MODULE = `${ROOT}packages/server/test/support/oidc-provider.ts`;
