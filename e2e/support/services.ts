import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OIDC_PROVIDER_MODULE, ROOT, SERVER_BUILD_MODULE, SERVER_MAIN } from './paths';

/** The test OpenID client the server is configured with. */
export const OIDC_CLIENT = { clientId: 'trivia-e2e', clientSecret: 'trivia-e2e-secret' } as const;

export interface Services {
  /** The app's origin, e.g. http://127.0.0.1:41234 (API and built app on one origin). */
  baseURL: string;
  /** The local OpenID provider's issuer URL (stands in for Google). */
  issuer: string;
  stop: () => Promise<void>;
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface ServerBuildModule {
  ensureServerBuild(): Promise<void>;
}

interface OidcProviderModule {
  startOidcProvider(options: {
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
  }): Promise<{ issuer: string; close: () => Promise<void> }>;
}

async function waitForHealth(baseURL: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited (code ${server.exitCode}) before it was ready:\n${log()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch (_notYet) {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${log()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a real local OpenID provider and the real server (the compiled
 * `packages/server/dist/main.js`, built first if stale) on free ports, with a temporary
 * DATA_DIR, and waits for /api/health.
 */
export async function startServices(): Promise<Services> {
  if (!existsSync(OIDC_PROVIDER_MODULE)) {
    throw new Error(`The test OpenID provider is missing: ${OIDC_PROVIDER_MODULE}`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { startOidcProvider } = (await import(OIDC_PROVIDER_MODULE)) as OidcProviderModule;
  const provider = await startOidcProvider({
    ...OIDC_CLIENT,
    redirectUris: [`${baseURL}/api/auth/google/callback`],
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'trivia-e2e-'));
  let output = '';
  const { ensureServerBuild } = (await import(SERVER_BUILD_MODULE)) as ServerBuildModule;
  await ensureServerBuild();
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
      OIDC_ALLOW_INSECURE: '1',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // Every browser of the suite signs in from 127.0.0.1: the per-address limit of 30
      // sign-ins a minute is for the internet, and a fast run of every-screen (several
      // guests per screen) goes past it. The limit itself is tested in the server project.
      AUTH_RATE_LIMIT: '1000',
      // Likewise the per-address limits (LIMIT-6, TOPIC-4: guests an hour, My Topics bytes an hour).
      GUEST_LIMIT_PER_HOUR: '100000',
      MY_TOPICS_ADDRESS_BYTES_PER_HOUR: '1000000000',
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const stop = async () => {
    await stopProcess(server);
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, issuer: provider.issuer, stop };
}
