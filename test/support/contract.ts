// Requests built from the contracts' own examples: every gated operation documents example path
// parameters, required query parameters and a request body, so tests can call each one validly.
import { loadDocument, type OperationSpec } from '../../src/platform/http/operations.ts';

export interface OperationObject {
  parameters?: Array<{ in: string; name: string; required?: boolean; example?: unknown; schema?: { example?: unknown } }>;
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
}

export function operationObject(operation: OperationSpec): OperationObject {
  const item = loadDocument(operation.api as never).paths[operation.path] as Record<string, OperationObject>;
  return item[operation.method.toLowerCase()] ?? {};
}

/** A valid request body from the contract's examples, so validation passes and the gate decides. */
export function exampleBody(operation: OperationSpec): unknown {
  const media = operationObject(operation).requestBody?.content?.['application/json'];
  if (!media) return undefined;
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  if (example === undefined) throw new Error(`${operation.operationId}: request body needs an example`);
  return example;
}

/** Fills path and required query parameters from the contract's examples (every gated operation must have them). */
export function concretePath(operation: OperationSpec): string {
  const parameters = operationObject(operation).parameters ?? [];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const example = parameter?.example ?? parameter?.schema?.example;
    if (example === undefined) throw new Error(`${operation.operationId}: path parameter ${name} needs an example`);
    return encodeURIComponent(String(example));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    const example = parameter.example ?? parameter.schema?.example;
    if (example === undefined) throw new Error(`${operation.operationId}: query parameter ${parameter.name} needs an example`);
    query.set(parameter.name, String(example));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

