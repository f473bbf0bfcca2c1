import { describe, expect, it } from 'vitest';
import { ConfigError, isGoogleEnabled, parseConfig } from './config';

function configError(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'trivia:',
      oidc: {
        issuer: 'https://accounts.google.com',
        clientId: undefined,
        clientSecret: undefined,
        allowInsecure: false,
      },
      sessionTtlMs: 30 * 86_400_000,
      logLevel: 'info',
      trustProxy: false,
      authRateLimitPerMinute: 30,
      metricsToken: undefined,
      edge: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 15_000,
        allowedHosts: [],
        maxConnectionsPerAddress: 500,
        maxScreensPerKey: 5,
      },
      storage: {
        topicsPerAccount: 500,
        packsPerAccount: 50,
        bytesPerAccount: 1024 * 1024,
        bytesPerAddressPerHour: 4 * 1024 * 1024,
        guestsPerAddressPerHour: 500,
        guestSessionTtlMs: 7 * 86_400_000,
      },
    });
  });

  it('derives the public URL from PORT and keeps only the origin of PUBLIC_URL', () => {
    expect(parseConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://trivia.example.com/' }).publicUrl).toBe(
      'https://trivia.example.com',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://example.com/trivia' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://redis' }, 'REDIS_URL'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
    [{ OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'http://127.0.0.1:9000' }, 'OIDC_ISSUER'],
    [{ OIDC_ALLOW_INSECURE: 'maybe' }, 'OIDC_ALLOW_INSECURE'],
    [{ SESSION_TTL: 'forever' }, 'SESSION_TTL'],
    [{ SESSION_TTL: '0' }, 'SESSION_TTL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT'],
    [{ MY_TOPICS_MAX_BYTES: '0' }, 'MY_TOPICS_MAX_BYTES'],
    [{ MY_TOPICS_MAX_TOPICS: 'many' }, 'MY_TOPICS_MAX_TOPICS'],
    [{ GUEST_SESSION_TTL: 'forever' }, 'GUEST_SESSION_TTL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'sixteen chars or more' }, 'METRICS_TOKEN'],
    [{ REQUEST_TIMEOUT: '0' }, 'REQUEST_TIMEOUT'],
    [{ HEADERS_TIMEOUT: 'soon' }, 'HEADERS_TIMEOUT'],
    [{ REQUEST_TIMEOUT: '10s', HEADERS_TIMEOUT: '20s' }, 'HEADERS_TIMEOUT'],
    [{ ALLOWED_HOSTS: 'trivia.example.com, http://x' }, 'ALLOWED_HOSTS'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ MAX_SCREENS_PER_KEY: 'many' }, 'MAX_SCREENS_PER_KEY'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(configError(env)).toMatch(new RegExp(`^Invalid configuration: .*${variable}`));
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('reads durations, proxies and flags', () => {
    const config = parseConfig({
      SESSION_TTL: '12h',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      OIDC_ISSUER: 'http://127.0.0.1:9000',
      OIDC_ALLOW_INSECURE: 'true',
      DATABASE_URL: 'postgres://u@db/trivia',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.sessionTtlMs).toBe(12 * 3_600_000);
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.oidc.allowInsecure).toBe(true);
    expect(config.databaseUrl).toBe('postgres://u@db/trivia');
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ SESSION_TTL: '3600' }).sessionTtlMs).toBe(3_600_000);
  });

  it('reads the edge settings: timeouts, host names, connection caps', () => {
    const { edge } = parseConfig({
      REQUEST_TIMEOUT: '800ms',
      HEADERS_TIMEOUT: '500ms',
      ALLOWED_HOSTS: 'Trivia.Example.com, .party.example.org',
      MAX_CONNECTIONS_PER_ADDRESS: '2000',
      MAX_SCREENS_PER_KEY: '2',
    });
    expect(edge).toEqual({
      requestTimeoutMs: 800,
      headersTimeoutMs: 500,
      allowedHosts: ['trivia.example.com', '.party.example.org'],
      maxConnectionsPerAddress: 2000,
      maxScreensPerKey: 2,
    });
  });

  it('enables Google only when both the client id and secret are set', () => {
    expect(isGoogleEnabled(parseConfig({ OIDC_CLIENT_ID: 'id' }))).toBe(false);
    expect(isGoogleEnabled(parseConfig({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: ' ' }))).toBe(
      false,
    );
    expect(isGoogleEnabled(parseConfig({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }))).toBe(
      true,
    );
  });
});
