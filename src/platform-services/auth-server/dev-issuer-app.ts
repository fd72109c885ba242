// HTTP face of the built-in development issuer: issuer metadata and JWKS, so services and
// tools verify tokens exactly as they would against a production authorization server.
// The FAPI 2.0 authorization server (node-oidc-provider) replaces it on the same port.
import express from 'express';
import type { DevIssuer } from '../../platform/auth/index.ts';

export function createDevIssuerApp(issuer: DevIssuer): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(issuer.jwks());
  });
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer: issuer.issuer,
      jwks_uri: `${issuer.issuer}/.well-known/jwks.json`,
      // Tokens are minted out of band (`npm run token`); no endpoint issues them yet.
      token_endpoint_auth_methods_supported: [],
      dpop_signing_alg_values_supported: ['ES256', 'PS256', 'EdDSA'],
    });
  });
  return app;
}
