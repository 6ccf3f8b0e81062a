import { OAuth2Server } from "oauth2-mock-server";

export interface OidcIdentity {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/**
 * A local OpenID Connect provider standing in for Google: it signs real ID tokens and
 * sends the browser straight back (no login screen). `identity` says who signs in next.
 */
export async function startOidcProvider(identity: OidcIdentity, port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const claims = () => ({
    ...identity,
    name: `${identity.given_name} ${identity.family_name}`,
    email_verified: true,
  });
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, claims());
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = claims();
  });
  await server.start(port, "127.0.0.1");
  const issuer = server.issuer.url!;
  return {
    identity,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}
