// The operation registry: every operation of the OpenAPI documents a service serves, with
// what the pipeline needs to know about it (surface, security requirement, scopes). Built
// from the bundled documents in generated/openapi, so the contract is the only source.
import { readFileSync } from 'node:fs';
import type { SecurityRequirement } from '../auth/types.ts';

import { apiDocuments, type ApiName } from '../../../generated/index.ts';
export type { ApiName };

/** Error shape of a surface: the FDX error entity or RFC 9457 problem details. */
export type ErrorSurface = 'fdx' | 'problem';

export interface OperationSpec {
  api: string;
  operationId: string;
  method: string;
  /** OpenAPI path template, e.g. `/fdx/v6/accounts/{accountId}`. */
  path: string;
  surface: ErrorSurface;
  /** `null`: public (security: []). */
  security: { requirement: SecurityRequirement; scopes: string[] } | null;
  /** Where the tenant comes from for this operation. */
  tenancy: 'header' | 'claim' | 'none';
}

const SCHEME_REQUIREMENT: Record<string, SecurityRequirement> = {
  dpopBearer: 'dpop',
  bearer: 'bearer',
  m2mBearer: 'm2m',
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}

export function loadDocument(api: ApiName): OpenApiDocument {
  return JSON.parse(readFileSync(apiDocuments[api], 'utf8')) as OpenApiDocument;
}

function surfaceOf(path: string): ErrorSurface {
  return path.startsWith('/fdx/v6/') || path === '/fdx/v6' ? 'fdx' : 'problem';
}

function tenancyOf(api: string, security: OperationSpec['security']): OperationSpec['tenancy'] {
  if (!security) return 'none';
  // Seed 000, Authentication 4: the provider plane selects its tenant from X-Platform-Env-Id.
  return api === 'fdx-v6' ? 'header' : 'claim';
}

export function operationsOf(api: string, document: OpenApiDocument): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        | { operationId?: string; security?: Array<Record<string, string[]>> }
        | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${api}: ${method.toUpperCase()} ${path} has no operationId`);
      const requirements = operation.security ?? document.security ?? [];
      let security: OperationSpec['security'] = null;
      const first = requirements[0];
      if (first && Object.keys(first).length > 0) {
        const [scheme, scopes] = Object.entries(first)[0]!;
        const requirement = SCHEME_REQUIREMENT[scheme];
        if (!requirement) throw new Error(`${api}: unknown security scheme ${scheme} on ${operation.operationId}`);
        security = { requirement, scopes };
      }
      operations.push({
        api,
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        surface: surfaceOf(path),
        security,
        tenancy: tenancyOf(api, security),
      });
    }
  }
  return operations;
}

/** One document for the validator out of the (dereferenced) documents a service serves. */
export function mergeDocuments(title: string, documents: OpenApiDocument[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const document of documents) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (paths[path]) throw new Error(`Path ${path} is defined by two documents of ${title}`);
      paths[path] = item;
    }
  }
  const components: Record<string, Record<string, unknown>> = {};
  for (const document of documents) {
    for (const [kind, entries] of Object.entries(document.components ?? {})) {
      components[kind] = { ...(components[kind] ?? {}), ...(entries as Record<string, unknown>) };
    }
  }
  return { openapi: documents[0]?.openapi ?? '3.1.0', info: { title, version: '1' }, paths, components };
}
