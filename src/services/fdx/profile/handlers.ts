// GET /v1/provider/profile: the environment's registered provider profile.
import type { operations } from '../../../../generated/types/fdx-admin.ts';
import { Errors } from '../../../platform/errors.ts';
import type { Handlers } from '../../../platform/http/typed-routes.ts';
import { findProviderProfile } from './profile.ts';

export function profileHandlers(): Handlers<Pick<operations, 'getProviderProfile'>> {
  return {
    async getProviderProfile(_request, context) {
      const profile = await findProviderProfile(context.tx, context.envId!);
      if (!profile) throw Errors.notFound(`Environment ${context.envId} has no provider profile; it is registered at environment initialization`);
      return { status: 200, body: profile };
    },
  };
}
