// OpenAPI discriminators for the request validator. A `oneOf` with a `discriminator` is validated
// against the one branch its tag names (Ajv's `discriminator` option), so a bad instruction is told
// what is wrong with it as the type it claims to be, not as every other type too. Ajv dispatches on
// each branch's `const` tag and refuses `discriminator.mapping`, which the contract keeps for the
// SDKs and the docs. The validator's document therefore loses its mappings, once every mapping
// entry has been checked to name the branch whose tag constant is that key: both read the same.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a local `#/components/schemas/Name` reference names, if any. */
function resolveLocal(document: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) node = isObject(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return isObject(node) ? node : undefined;
}

/** The constant a branch gives the tag property: `const`, or an `enum` of one value. */
function tagConstant(branch: Json, tag: string): unknown {
  const property = isObject(branch.properties) ? branch.properties[tag] : undefined;
  if (!isObject(property)) return undefined;
  if ('const' in property) return property.const;
  return Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined;
}

/**
 * Removes the `mapping` of every discriminator in `document` (dereferenced, as generated), in
 * place: the service app's merged document, which the validator preprocesses in place anyway
 * (copying it cost 30–40 ms of every service's start-up). The generated files keep theirs.
 * Throws when a mapping entry names a schema whose tag constant differs from its key, when a branch
 * has no constant tag (the validator and the contract would then disagree on a type), or when the
 * discriminated schema does not say `type: object` (a value that is not an object would then pass).
 */
export function dropDiscriminatorMappings(document: object, name = 'document'): void {
  const root = document as Json;
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    const discriminator = node.discriminator;
    const branches = node.oneOf ?? node.anyOf;
    if (isObject(discriminator) && typeof discriminator.propertyName === 'string' && Array.isArray(branches)) {
      const tag = discriminator.propertyName;
      // Ajv's discriminator replaces the oneOf and applies to objects only: without this, null or
      // a string would pass both unchecked.
      if (node.type !== 'object') throw new Error(`${name}: ${at}: a discriminated oneOf must itself say type: object`);
      const tags = branches.map((branch) => (isObject(branch) ? tagConstant(branch, tag) : undefined));
      if (tags.some((value) => typeof value !== 'string')) throw new Error(`${name}: ${at}: every branch of a discriminated oneOf needs a constant "${tag}"`);
      if (isObject(discriminator.mapping)) {
        for (const [key, ref] of Object.entries(discriminator.mapping)) {
          const target = typeof ref === 'string' ? resolveLocal(root, ref) : undefined;
          if (!target || tagConstant(target, tag) !== key) throw new Error(`${name}: ${at}: discriminator mapping "${key}" → ${String(ref)} does not name a schema whose "${tag}" is "${key}"`);
          if (!tags.includes(key)) throw new Error(`${name}: ${at}: discriminator mapping "${key}" names no branch of the oneOf`);
        }
        delete discriminator.mapping;
      }
    }
    for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
  };
  visit(root, '#');
}
