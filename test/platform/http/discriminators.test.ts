import { describe, expect, it } from 'vitest';
import { dropDiscriminatorMappings } from '../../../src/platform/http/discriminators.ts';
import { toApiError } from '../../../src/platform/http/error-shapes.ts';

const branch = (type: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['type'],
  properties: { type: { const: type }, ...extra },
});

/** A dereferenced document, as generated: the oneOf holds copies of the component schemas. */
const documentWith = (mapping: Record<string, string> | undefined, branches: unknown[] = [branch('credit'), branch('debit')]) => ({
  openapi: '3.1.0',
  components: {
    schemas: {
      Credit: branch('credit'),
      Debit: { type: 'object', required: ['type'], properties: { type: { enum: ['debit'] } } },
      Instruction: {
        type: 'object',
        oneOf: branches,
        discriminator: { propertyName: 'type', ...(mapping ? { mapping } : {}) },
      },
    },
  },
});

describe('discriminators for the request validator', () => {
  it('drops a mapping that agrees with the branches, and nothing else', () => {
    const document = documentWith({ credit: '#/components/schemas/Credit', debit: '#/components/schemas/Debit' });
    const expected = documentWith(undefined);
    dropDiscriminatorMappings(document);
    expect(document).toEqual(expected);
  });

  it('leaves a discriminator without a mapping as it is', () => {
    const document = documentWith(undefined);
    dropDiscriminatorMappings(document);
    expect(document).toEqual(documentWith(undefined));
  });

  it('refuses a mapping entry whose schema carries another tag', () => {
    expect(() => dropDiscriminatorMappings(documentWith({ credit: '#/components/schemas/Debit' }), 'ledger')).toThrow(
      /ledger: #\/components\/schemas\/Instruction: discriminator mapping "credit" → #\/components\/schemas\/Debit/,
    );
  });

  it('refuses a mapping entry that names no schema, or no branch', () => {
    expect(() => dropDiscriminatorMappings(documentWith({ credit: '#/components/schemas/Nowhere' }))).toThrow(/does not name a schema/);
    expect(() => dropDiscriminatorMappings(documentWith({ debit: '#/components/schemas/Debit' }, [branch('credit'), branch('refund')]))).toThrow(
      /mapping "debit" names no branch/,
    );
  });

  it('refuses a discriminated schema that does not say it is an object', () => {
    const document = documentWith(undefined);
    delete (document.components.schemas.Instruction as { type?: string }).type;
    expect(() => dropDiscriminatorMappings(document)).toThrow(/a discriminated oneOf must itself say type: object/);
  });

  it('refuses a branch without a constant tag', () => {
    expect(() => dropDiscriminatorMappings(documentWith(undefined, [branch('credit'), { type: 'object', properties: { type: { type: 'string' } } }]))).toThrow(
      /every branch of a discriminated oneOf needs a constant "type"/,
    );
  });
});

describe('validation issues of a discriminated oneOf', () => {
  const issues = (message: string) => {
    const error = toApiError({ status: 400, message: 'request/body must be valid', errors: [{ path: '/body/instructions/2', message }] });
    return { status: error.status, errors: (error.extensions as { errors: unknown[] }).errors };
  };

  it('points at the tag when its value names no branch', () => {
    expect(issues('value of tag "type" must be in oneOf')).toEqual({
      status: 400,
      errors: [{ location: 'body', pointer: '/instructions/2/type', detail: 'must be one of the types the schema lists' }],
    });
  });

  it('points at the tag when it is missing or not a string', () => {
    expect(issues('tag "type" must be string').errors).toEqual([
      { location: 'body', pointer: '/instructions/2/type', detail: 'is required: a string naming one of the types the schema lists' },
    ]);
  });

  it('leaves every other message as the validator wrote it', () => {
    expect(issues('must be string').errors).toEqual([{ location: 'body', pointer: '/instructions/2', detail: 'must be string' }]);
  });
});
