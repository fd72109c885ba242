// Public surface of the authentication kernel; the HTTP pipeline imports from here only.
export type { AuthScheme, HttpRequestLike, Principal, PrincipalKind, SecurityRequirement } from './types.ts';
export { createTokenVerifier, DEFAULT_TOKEN_ALGS, type TokenVerifier, type TokenVerifierOptions } from './jwt.ts';
export {
  accessTokenHash,
  createDpopVerifier,
  normalizeHtu,
  type DpopProofInput,
  type DpopVerifier,
  type DpopVerifierOptions,
  type VerifiedDpopProof,
} from './dpop.ts';
export { createNonceManager, type NonceManager, type NonceManagerOptions } from './nonce.ts';
export { MemoryReplayCache, type MemoryReplayCacheOptions, type ReplayCache } from './replay-cache.ts';
export { createAuthenticator, M2M_SCOPE, type Authenticator, type AuthenticatorOptions } from './authenticate.ts';
export { DevIssuer, type MintOptions } from './dev-issuer.ts';
export { DEFAULT_DPOP_ALGS } from './challenge.ts';
