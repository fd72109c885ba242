// The Cedar wrapper on its own: policy naming, the parse-once cache contract, validation.
import { describe, expect, it } from 'vitest';
import { createCedarEngine, splitPolicies, type CedarRequest } from '../../../src/platform/policy/cedar.ts';

const request = (subject: string, overrides: Partial<CedarRequest> = {}): CedarRequest => ({
  principal: { type: 'User', id: subject },
  action: 'getAccount',
  resource: { type: 'Environment', id: 'env-x' },
  context: { scopes: ['s'], requiredScopes: ['s'], surface: '', method: 'GET', path: '/v1/accounts/1' },
  entities: [],
  ...overrides,
});

describe('cedar wrapper', () => {
  it('names unannotated policies by their position, also past ten policies', () => {
    const text = Array.from({ length: 12 }, (_, i) => `forbid (principal == Vert::User::"u${i}", action, resource);`).join('\n');
    const split = splitPolicies(`${text}\n@id("everyone")\npermit (principal, action, resource);`);
    expect(split.ok).toBe(true);
    if (!split.ok) return;
    expect(split.policies['policy2']).toContain('"u2"');
    expect(split.policies['policy10']).toContain('"u10"');
    expect(split.policies['everyone']).toContain('permit');

    const engine = createCedarEngine();
    const full = `${text}\n@id("everyone")\npermit (principal, action, resource);`;
    expect(engine.evaluate('env-x', 1, full, request('u10'))).toEqual({ decision: 'deny', reasons: ['policy10'], errors: [] });
    expect(engine.evaluate('env-x', 1, null, request('zed'))).toEqual({ decision: 'allow', reasons: ['everyone'], errors: [] });
  });

  it('asks for the text when the requested version is not the one parsed', () => {
    const engine = createCedarEngine();
    expect(engine.evaluate('env-y', 1, null, request('a'))).toBeNull();
    expect(engine.evaluate('env-y', 1, 'permit (principal, action, resource);', request('a'))?.decision).toBe('allow');
    expect(engine.cachedVersion('env-y')).toBe(1);
    expect(engine.evaluate('env-y', 2, null, request('a'))).toBeNull();
    expect(engine.evaluate('env-y', 2, 'forbid (principal, action, resource);', request('a'))?.decision).toBe('deny');
  });

  it('keeps the parse caches of two engines apart (two gates in one process)', () => {
    const first = createCedarEngine();
    const second = createCedarEngine();
    first.evaluate('env-z', 1, 'permit (principal, action, resource);', request('a'));
    second.evaluate('env-z', 1, 'forbid (principal, action, resource);', request('a'));
    expect(first.evaluate('env-z', 1, null, request('a'))?.decision).toBe('allow');
  });

  it('remembers outcomes only under the exact inputs: a changed role, context or version is evaluated anew', () => {
    const engine = createCedarEngine();
    const text = `permit (principal, action, resource);
@id("no-suspended") forbid (principal in Vert::Group::"suspended", action, resource);
@id("no-deletes") forbid (principal, action, resource) when { context.method == "DELETE" };`;
    const suspended = { type: 'User', id: 'u', attrs: {}, parents: [{ type: 'Group', id: 'suspended' }] };
    const member = request('u', { entities: [suspended, { type: 'Group', id: 'suspended', attrs: {}, parents: [] }] });
    for (let i = 0; i < 3; i += 1) {
      expect(engine.evaluate('env-m', 1, i === 0 ? text : null, request('u'))?.decision).toBe('allow');
      expect(engine.evaluate('env-m', 1, null, member)).toEqual({ decision: 'deny', reasons: ['no-suspended'], errors: [] });
      expect(engine.evaluate('env-m', 1, null, request('u', { context: { ...request('u').context, method: 'DELETE' } }))?.decision).toBe('deny');
    }
    // Another version is another key: never answered from version 1's outcomes.
    expect(engine.evaluate('env-m', 2, null, request('u'))).toBeNull();
    expect(engine.evaluate('env-m', 2, 'forbid (principal, action, resource);', request('u'))?.decision).toBe('deny');
    // A caller cannot change a remembered outcome through the object it was given.
    const first = engine.evaluate('env-m', 2, null, member)!;
    first.reasons.push('tampered');
    expect(engine.evaluate('env-m', 2, null, member)?.reasons).not.toContain('tampered');
  });

  it('validates policies strictly against the schema', () => {
    const engine = createCedarEngine();
    expect(engine.validatePolicies('permit (principal, action, resource) when { context.scopes.contains("x") };')).toEqual([]);
    expect(engine.validatePolicies('permit (principal is Vert::User, action, resource) when { principal.email like "*@x" };').join()).toMatch(
      /email/,
    );
    expect(engine.validatePolicies('@id("t") permit (principal == ?principal, action, resource);').join()).toMatch(/template/);
  });
});
