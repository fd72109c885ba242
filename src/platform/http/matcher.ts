// Maps a request to its OpenAPI operation. Literal segments win over templated ones, so
// `/accounts/search` is not taken for `/accounts/{id}`.
import type { OperationSpec } from './operations.ts';

export type Match =
  | { kind: 'operation'; operation: OperationSpec }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

interface CompiledPath {
  template: string;
  pattern: RegExp;
  literalSegments: number;
  byMethod: Map<string, OperationSpec>;
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

export function compileMatcher(operations: OperationSpec[]): (method: string, path: string) => Match {
  const byTemplate = new Map<string, CompiledPath>();
  for (const operation of operations) {
    let compiled = byTemplate.get(operation.path);
    if (!compiled) {
      const segments = operation.path.split('/').filter(Boolean);
      const source = segments.map((s) => (s.startsWith('{') && s.endsWith('}') ? '[^/]+' : escape(s))).join('/');
      compiled = {
        template: operation.path,
        pattern: new RegExp(`^/${source}/?$`),
        literalSegments: segments.filter((s) => !s.startsWith('{')).length,
        byMethod: new Map(),
      };
      byTemplate.set(operation.path, compiled);
    }
    compiled.byMethod.set(operation.method, operation);
  }
  const paths = [...byTemplate.values()].sort((a, b) => b.literalSegments - a.literalSegments);
  return (method, path) => {
    const compiled = paths.find((p) => p.pattern.test(path));
    if (!compiled) return { kind: 'none' };
    const operation = compiled.byMethod.get(method.toUpperCase()) ?? (method.toUpperCase() === 'HEAD' ? compiled.byMethod.get('GET') : undefined);
    if (!operation) return { kind: 'method', allowed: [...compiled.byMethod.keys()] };
    return { kind: 'operation', operation };
  };
}
