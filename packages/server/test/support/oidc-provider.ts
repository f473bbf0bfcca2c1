import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the client may use, e.g. `${appUrl}/api/auth/google/callback`. */
  redirectUris: string[];
  /** Claims per login name; default: email `<login>@example.com`, name, picture. */
  claimsFor?: (login: string) => Record<string, unknown>;
}

export interface LocalOidcProvider {
  /** The issuer URL (http://127.0.0.1:<port>): use it as OIDC_ISSUER with OIDC_ALLOW_INSECURE=true. */
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider 9) on 127.0.0.1 and a free port, in place of Google.
 *
 * Any login name works with any password. Its pages (devInteractions) are plain forms:
 * the login page has inputs `login` and `password` and a "Sign-in" button; the consent
 * page has a "Continue" button. The client authenticates with client_secret_post and
 * must use PKCE. Accounts live in memory and vanish with close().
 */
export async function startOidcProvider(
  options: LocalOidcProviderOptions,
): Promise<LocalOidcProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const claimsFor = options.claimsFor ?? defaultClaims;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...claimsFor(sub) }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['local-test-provider-only'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
  handle = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function defaultClaims(login: string): Record<string, unknown> {
  return {
    email: `${login}@example.com`,
    email_verified: true,
    name: login.charAt(0).toUpperCase() + login.slice(1),
    picture: `https://example.com/avatars/${encodeURIComponent(login)}.png`,
  };
}
