// oidc-provider's storage adapter on PostgreSQL: one env-scoped table for every model, each call
// one tenant transaction. The grant lifecycle events are written here, in the transaction of
// the artefact change that causes them: code issuance (upsert), redemption (consume), and grant
// destruction (destroy of the Grant model).
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import { sql, type Database } from '../../platform/db/pool.ts';
import { emitGrantActivated, emitGrantCreated, revokeGrantConsent } from './grants.ts';

const modelRow = z.object({ payload: z.record(z.unknown()), consumed: z.boolean() });

export interface AdapterContext {
  db: Database;
  envId: string;
  /** Why and by whom a grant is being destroyed, from the request that destroys it. */
  revocationCause: () => { reason: string; initiator: string };
}

/** A class in the shape oidc-provider instantiates once per model name. */
export function createAdapterClass(context: AdapterContext): new (model: string) => Adapter {
  const { db, envId } = context;

  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
      // Expiry by the application clock, the same one oidc-provider checks `exp` with.
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      const grantId = typeof payload.grantId === 'string' ? payload.grantId : null;
      await db.withTenant(envId, async (tx) => {
        await tx.query(sql.unsafe`
          insert into auth.oidc_models (env_id, model, id, payload, grant_id, uid, user_code, expires_at)
          values (${envId}, ${this.model}, ${id}, ${sql.jsonb(payload as never)}, ${grantId},
            ${typeof payload.uid === 'string' ? payload.uid : null}, ${typeof payload.userCode === 'string' ? payload.userCode : null}, ${expiresAt})
          on conflict (env_id, model, id) do update
          set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
              user_code = excluded.user_code, expires_at = excluded.expires_at`);
        if (this.model === 'AuthorizationCode' && grantId) await emitGrantCreated(tx, envId, grantId);
      });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql.fragment`id = ${id}`);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql.fragment`uid = ${uid}`);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql.fragment`user_code = ${userCode}`);
    }

    async consume(id: string): Promise<void> {
      await db.withTenant(envId, async (tx) => {
        const grantId = await tx.maybeOneFirst(sql.type(z.object({ grant_id: z.string().nullable() }))`
          update auth.oidc_models set consumed_at = clock_timestamp()
          where env_id = ${envId} and model = ${this.model} and id = ${id} and consumed_at is null
          returning grant_id`);
        if (this.model === 'AuthorizationCode' && grantId) await emitGrantActivated(tx, envId, grantId);
      });
    }

    async destroy(id: string): Promise<void> {
      await db.withTenant(envId, async (tx) => {
        await tx.query(sql.unsafe`delete from auth.oidc_models where env_id = ${envId} and model = ${this.model} and id = ${id}`);
        if (this.model === 'Grant') {
          await revokeGrantConsent(tx, envId, { grantId: id }, { ...context.revocationCause(), emit: true });
        }
      });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.withTenant(envId, (tx) =>
        tx.query(sql.unsafe`delete from auth.oidc_models where env_id = ${envId} and model = ${this.model} and grant_id = ${grantId}`),
      );
    }

    private async findWhere(condition: ReturnType<typeof sql.fragment>): Promise<AdapterPayload | undefined> {
      const row = await db.withTenant(envId, (tx) =>
        tx.maybeOne(sql.type(modelRow)`
          select payload, consumed_at is not null as consumed from auth.oidc_models
          where env_id = ${envId} and model = ${this.model} and ${condition}
            and (expires_at is null or expires_at > ${new Date().toISOString()}::timestamptz)`),
      );
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: true } : row.payload;
    }
  };
}
