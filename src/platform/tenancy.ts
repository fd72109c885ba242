// Tenant resolution (seed 001 Authentication 2, seed 000 Authentication 4). The tenant comes
// only from the verified token or from the platform context header under the rules below;
// anything else is rejected before a handler runs.
import { ApiError } from './errors.ts';
import type { Principal } from './auth/types.ts';
import type { OperationSpec } from './http/operations.ts';

export const ENV_HEADER = 'x-platform-env-id';
const ENV_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
/** Scope carried by the backend-for-frontend's tokens: it may forward the tenant in the header. */
export const BFF_FORWARD_SCOPE = 'platform:bff:forward';

export const tenantUnresolved = (detail: string) =>
  new ApiError({ status: 403, code: 'tenant_unresolved', title: 'Tenant not resolved', detail, fdxCode: '706' });
const mismatch = (detail: string) =>
  new ApiError({ status: 403, code: 'tenant_mismatch', title: 'Tenant mismatch', detail, fdxCode: '706' });

export function resolveTenant(
  operation: Pick<OperationSpec, 'tenancy'>,
  principal: Principal | undefined,
  headerValue: string | undefined,
): string | undefined {
  if (operation.tenancy === 'none') return undefined;
  const header = headerValue?.trim() || undefined;
  if (header !== undefined && !ENV_ID_PATTERN.test(header)) throw tenantUnresolved(`Malformed ${ENV_HEADER} header`);
  const claim = principal?.envId;

  if (operation.tenancy === 'header') {
    if (!header) throw tenantUnresolved(`The ${ENV_HEADER} header is required on this surface`);
    if (claim !== undefined && claim !== header) throw mismatch(`Token environment does not match ${ENV_HEADER}`);
    return header;
  }

  if (claim !== undefined) {
    if (!ENV_ID_PATTERN.test(claim)) throw tenantUnresolved('Malformed env_id claim');
    // Internal callers and forwarders may repeat the tenant in the header: it must agree.
    if (header !== undefined && header !== claim) throw mismatch(`Token environment does not match ${ENV_HEADER}`);
    return claim;
  }
  if (header !== undefined && principal?.kind !== 'service' && principal?.scopes.includes(BFF_FORWARD_SCOPE)) {
    return header;
  }
  throw tenantUnresolved('The token carries no env_id claim and the caller may not forward a tenant');
}
