// Holder-scoped visibility of accounts (seed 001; migration 0007): a customer's own token sees
// only the customer's accounts. The guard runs in the request's tenant transaction before the
// policy gate and sets `app.holder_id` for it; the restrictive row-level policy on
// ledger.accounts does the hiding, so no handler can forget it. The statement is deferred into
// the next round trip: it costs no extra one.
import { deferSetting, sql, unread } from '../../../platform/db/pool.ts';
import type { OperationGuard } from '../../../platform/http/service-app.ts';

export const holderVisibility: OperationGuard = {
  appliesTo: (operation) => operation.security !== null,
  // It only defers a set_config into the gate's round trip; the gate checks the environment.
  readsTenantData: false,
  async check(tx, { envId, principal }) {
    // Machine clients (service credentials, other institutions' services) are not holders.
    if (principal.kind !== 'user') return { value: undefined };
    await deferSetting(tx, sql.type(unread)`
      select set_config('app.holder_id', coalesce(
        (select id::text from ledger.customers
         where env_id = ${envId} and platform_auth_user_id = ${principal.subject}), ''), true)`);
    return { value: undefined };
  },
};
