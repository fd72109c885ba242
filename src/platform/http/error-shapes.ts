// The one place where failures become response bodies: the FDX error entity on the FDX
// provider surface, RFC 9457 problem details everywhere else. Nothing leaks a stack trace.
import type { Response } from 'express';
import { ApiError, Errors, isApiError } from '../errors.ts';
import type { ErrorSurface } from './operations.ts';

export const PROBLEM_TYPE_BASE = 'https://vert-bank.dev/problems/';

interface ValidatorError {
  status: number;
  message: string;
  errors?: Array<{ path?: string; message?: string; errorCode?: string }>;
}

function isValidatorError(error: unknown): error is ValidatorError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ValidatorError).status === 'number' &&
    Array.isArray((error as ValidatorError).errors)
  );
}

export interface ValidationIssue {
  location: 'body' | 'query' | 'path' | 'header';
  name?: string;
  pointer?: string;
  detail: string;
}

const LOCATIONS: Record<string, ValidationIssue['location']> = {
  body: 'body',
  query: 'query',
  params: 'path',
  path: 'path',
  headers: 'header',
  header: 'header',
};

/**
 * Ajv reports a discriminated oneOf's tag on the object that carries it: `value of tag "type" must
 * be in oneOf` (a value no branch has) or `tag "type" must be string` (missing, or not a string).
 * The issue points at the tag itself and says so in the contract's words.
 */
const DISCRIMINATOR_MESSAGE = /^(value of )?tag "([^"]+)" must be (in oneOf|string)$/;

/** express-openapi-validator paths look like `/body/amount`, `/query/limit`, `/params/id`. */
function toValidationIssue(error: { path?: string; message?: string }): ValidationIssue {
  const [, first = 'body', ...rest] = (error.path ?? '').split('/');
  const location = LOCATIONS[first] ?? 'body';
  let detail = error.message ?? 'is invalid';
  const tag = DISCRIMINATOR_MESSAGE.exec(detail);
  if (tag) {
    rest.push(tag[2]!);
    detail = tag[1] ? 'must be one of the types the schema lists' : 'is required: a string naming one of the types the schema lists';
  }
  if (location === 'body') return { location, pointer: rest.length ? `/${rest.join('/')}` : '', detail };
  return { location, name: rest.join('.') || first, detail };
}

/** Normalises anything thrown in the pipeline into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isValidatorError(error)) {
    if (error.status === 400) {
      const issues = (error.errors ?? []).map(toValidationIssue);
      const summary = issues.map((i) => `${i.location} ${i.name ?? i.pointer ?? ''} ${i.detail}`.replace(/\s+/g, ' ').trim());
      return new ApiError({
        status: 400,
        code: 'validation_failed',
        title: 'Request validation failed',
        detail: summary.join('; ') || error.message,
        fdxCode: '400',
        extensions: { errors: issues },
      });
    }
    if (error.status === 415) {
      return new ApiError({ status: 415, code: 'unsupported_media_type', title: 'Unsupported media type', detail: error.message, fdxCode: '400' });
    }
    if (error.status === 405) {
      return new ApiError({ status: 405, code: 'method_not_allowed', title: 'Method not allowed', detail: error.message, fdxCode: '400' });
    }
    if (error.status === 404) return Errors.notFound(error.message);
    if (error.status >= 500) {
      // Response validation failed: a handler broke the contract. Visible in tests, generic outside.
      return new ApiError({ status: 500, code: 'response_contract_violation', title: 'Internal error', detail: error.message, fdxCode: '500' });
    }
  }
  // A restrictive row-level policy named `holder_*` refused a write: the caller (a customer's
  // own token, ledger migration 0007) may not write rows it does not hold. Any other row-level
  // security refusal stays a 500: it means a write ran without its tenant context, a defect.
  const database = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; message?: string };
  const direct = error as { code?: string; message?: string };
  if ([direct, database].some((e) => e?.code === '42501' && /row-level security policy "holder_/.test(e.message ?? ''))) {
    return new ApiError({ status: 403, code: 'not_holder', title: 'Forbidden', detail: 'A customer may only act on what it holds', fdxCode: '706' });
  }
  const bodyParser = error as { type?: string; status?: number };
  if (bodyParser?.type === 'entity.parse.failed') {
    return new ApiError({
      status: 400,
      code: 'validation_failed',
      title: 'Request validation failed',
      detail: 'Request body is not valid JSON',
      fdxCode: '400',
      extensions: { errors: [{ location: 'body', pointer: '', detail: 'is not valid JSON' }] },
    });
  }
  if (bodyParser?.type === 'entity.too.large') {
    return new ApiError({ status: 413, code: 'payload_too_large', title: 'Payload too large', detail: 'Request body exceeds 1 MiB', fdxCode: '400' });
  }
  if (bodyParser?.type === 'encoding.unsupported' || bodyParser?.type === 'charset.unsupported') {
    return new ApiError({ status: 415, code: 'unsupported_media_type', title: 'Unsupported media type', detail: 'Unsupported body encoding', fdxCode: '400' });
  }
  return Errors.internal();
}

export function sendError(res: Response, surface: ErrorSurface, error: ApiError, correlationId: string): void {
  res.status(error.status);
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  if (surface === 'fdx') {
    res.type('application/json').send(
      JSON.stringify({ code: error.fdxCode ?? String(error.status), message: error.title, debugMessage: error.detail ?? error.title }),
    );
    return;
  }
  res.type('application/problem+json').send(
    JSON.stringify({
      type: `${PROBLEM_TYPE_BASE}${error.code}`,
      title: error.title,
      status: error.status,
      detail: error.detail ?? error.title,
      code: error.code,
      correlation_id: correlationId,
      ...error.extensions,
    }),
  );
}
