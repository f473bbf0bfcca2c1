import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { OidcConfig } from '../config';
import type { Db } from '../storage/schema';
import { saveOidcLogin, takeOidcLogin, type OidcLogin } from '../storage/oidc-logins';

export const CALLBACK_PATH = '/api/auth/google/callback';
export const SCOPES = 'openid profile email';
/** How long a sign-in may sit at the provider before the callback is refused. */
export const LOGIN_TTL_MS = 10 * 60_000;

/** What we keep from the provider about the person who signed in. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export class SignInError extends Error {
  override name = 'SignInError';
}

/**
 * OpenID Connect sign-in (authorization code + PKCE + nonce) with openid-client.
 * The provider's metadata is discovered on first use and cached; a failed discovery is
 * retried on the next sign-in, so the server starts even while the provider is away.
 */
export class OidcSignIn {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly oidc: OidcConfig & { clientId: string; clientSecret: string },
    private readonly publicUrl: string,
    private readonly db: Db,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}${CALLBACK_PATH}`;
  }

  /** Records a new sign-in attempt and returns its id (for a cookie) and the provider URL. */
  async start(input: { nextPath: string; popup: boolean; now: number }) {
    const configuration = await this.configuration();
    const login: OidcLogin = {
      id: randomBytes(24).toString('base64url'),
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      nextPath: input.nextPath,
      popup: input.popup,
      createdAt: input.now,
      expiresAt: input.now + LOGIN_TTL_MS,
    };
    await saveOidcLogin(this.db, login);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPES,
      state: login.state,
      nonce: login.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { loginId: login.id, url: url.href };
  }

  /** The attempt behind the browser's login cookie (one use), or null if unknown/expired. */
  takeLogin(loginId: string | undefined, now: number): Promise<OidcLogin | null> {
    return loginId ? takeOidcLogin(this.db, loginId, now) : Promise.resolve(null);
  }

  /** Exchanges the code from the callback URL and returns who signed in. */
  async finish(login: OidcLogin, callbackUrl: URL): Promise<OidcProfile> {
    const configuration = await this.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new SignInError('The provider returned no ID token');
    let info: Record<string, unknown> = { ...claims };
    // Some providers put profile claims only in UserInfo (oidc-provider does by default).
    if (configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      info = { ...info, ...userInfo };
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: textClaim(info.email),
      emailVerified: info.email_verified === true,
      name: textClaim(info.name),
      picture: textClaim(info.picture),
    };
  }

  private configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      this.#configuration = client
        .discovery(
          new URL(this.oidc.issuer),
          this.oidc.clientId,
          this.oidc.clientSecret,
          undefined,
          {
            ...(this.oidc.allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
            timeout: 10,
          },
        )
        .catch((error: unknown) => {
          this.#configuration = null;
          throw new SignInError(`Could not reach the sign-in provider: ${String(error)}`);
        });
    }
    return this.#configuration;
  }
}

function textClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
