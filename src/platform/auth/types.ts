// Shared vocabulary of the authentication kernel; framework-free so any HTTP layer can adapt to it.
import type { JWTPayload } from 'jose';

export type PrincipalKind = 'user' | 'client' | 'service';

export interface Principal {
  kind: PrincipalKind;
  subject: string;
  clientId?: string;
  envId?: string;
  scopes: string[];
  /** RFC 7638 thumbprint of the proof key when the token is DPoP-bound. */
  jkt?: string;
  tokenId?: string;
  claims: JWTPayload;
}

/** Per operation, from the OpenAPI security schemes dpopBearer / bearer / m2mBearer. */
export type SecurityRequirement = 'dpop' | 'bearer' | 'm2m';

/** The authorization scheme a token arrived under; decides which challenge an error carries. */
export type AuthScheme = 'Bearer' | 'DPoP';

export interface HttpRequestLike {
  method: string;
  /** Absolute URL as the client addressed it, i.e. the DPoP `htu` before normalization. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}
