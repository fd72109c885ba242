// Serves signed object URLs: GET /v1/objects/<key>?expires=<unix>&sig=<base64url>. The URL is
// the credential (no token, no tenant header), so nothing is read before the signature checks out.
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { Errors, type ApiError } from '../errors.ts';
import { sendError } from '../http/error-shapes.ts';
import type { Logger } from '../logger.ts';
import type { ObjectStore } from './object-store.ts';
import type { SignedUrlVerifier } from './signed-url.ts';

export const OBJECTS_ROUTE = '/v1/objects/*key';

const urlInvalid = () => Errors.forbidden('object_url_invalid', 'The object URL signature is not valid');
const urlExpired = () => Errors.forbidden('object_url_expired', 'The object URL has expired');

/** express 5 (path-to-regexp 8) hands a `*name` wildcard over as its decoded segments. */
function keyParam(req: Request): string {
  const raw: unknown = req.params['key'];
  if (Array.isArray(raw)) return raw.join('/');
  return typeof raw === 'string' ? raw : '';
}

function queryValue(req: Request, name: string): string {
  const value: unknown = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : ''; // absent or repeated: not a URL we issued
}

function fail(res: Response, error: ApiError): void {
  const correlationId: unknown = res.locals['correlationId'];
  res.setHeader('Cache-Control', 'no-store');
  sendError(res, 'problem', error, typeof correlationId === 'string' ? correlationId : randomUUID());
}

export interface ObjectRouterOptions {
  logger?: Logger;
}

export function createObjectRouter(store: Pick<ObjectStore, 'get'> & SignedUrlVerifier, options: ObjectRouterOptions = {}): Router {
  const router = Router();
  router.get(OBJECTS_ROUTE, async (req, res) => {
    try {
      const key = keyParam(req);
      const check = store.verifySignedUrl(key, queryValue(req, 'expires'), queryValue(req, 'sig'));
      if (!check.ok) return fail(res, check.reason === 'expired' ? urlExpired() : urlInvalid());
      const object = await store.get(key);
      if (!object) return fail(res, Errors.notFound('No object at this URL'));
      res.status(200);
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Cache-Control', `private, max-age=${check.remainingSeconds}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The URL is a bearer credential: do not let a served document leak it onward.
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.send(object.body);
    } catch (error) {
      options.logger?.error({ err: error }, 'object read failed');
      fail(res, Errors.internal());
    }
  });
  return router;
}
