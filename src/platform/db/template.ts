// Statements assembled from parts whose text is fixed where they are written (ADR 0023).
//
// slonik numbers the placeholders of a statement as it composes it: every fragment nested in
// another has its text scanned again by a regular expression that renumbers its placeholders,
// once per level. For the posting write (4 KB of SQL, about 60 values, three levels) that costs
// about 180 µs of the request thread per posting (`npm run bench:sql`). A `Part` instead keeps
// the strings of the template literal it was written as, and its values, apart. `statement` flattens a tree of
// parts into one template once per shape — the shape is the sequence of those strings objects,
// which JavaScript creates once per call site and so compares by identity, never by text — and
// hands slonik that flat template with the values: numbering them is then one linear pass.
//
// The values of a part are what slonik accepts in a template (primitives, `sql.array`,
// `sql.unnest`, `sql.jsonb`, `sql.identifier` …) or other parts. A `sql.fragment` still works
// as a value but is renumbered the slow way; write nested SQL as a part.
import { sql, type FragmentSqlToken, type QuerySqlToken, type ValueExpression } from 'slonik';
import type { ZodTypeAny } from 'zod';

const PART = Symbol('vert.sql.part');

export interface Part {
  readonly [PART]: true;
  readonly strings: TemplateStringsArray;
  readonly values: ReadonlyArray<ValueExpression | Part>;
}

/** A piece of a statement, written as a template literal: part`insert into … values (${a}, ${b})`. */
export function part(strings: TemplateStringsArray, ...values: Array<ValueExpression | Part>): Part {
  return { [PART]: true, strings, values };
}

/** Text parts by their text: the same text is the same shape, however often it is asked for. */
const texts = new Map<string, Part>();
const MAX_TEXTS = 10_000;

/**
 * SQL text without values (a column list, a condition), never anything a client sent: it is
 * spliced into the statement as it is. Best kept in module-level constants.
 */
export function text(value: string): Part {
  let cached = texts.get(value);
  if (!cached) {
    cached = part(templateOf([value]));
    if (texts.size < MAX_TEXTS) texts.set(value, cached);
  }
  return cached;
}

/** The empty part (an optional piece that is absent). */
export const nothing: Part = text('');

/** The parts with `separator` between them (itself a part, typically a module-level `text`). */
export function joinParts(parts: readonly Part[], separator: Part): Part {
  const values: Part[] = [];
  parts.forEach((item, index) => {
    if (index > 0) values.push(separator);
    values.push(item);
  });
  return part(emptyTemplate(values.length), ...values);
}

/** One strings object per arity, so that a join of n parts is the same shape on every call. */
const emptyTemplates: TemplateStringsArray[] = [];
function emptyTemplate(values: number): TemplateStringsArray {
  return (emptyTemplates[values] ??= templateOf(new Array<string>(values + 1).fill('')));
}

/**
 * The same SQL as a slonik fragment, nested the way slonik composes it (every nested part
 * renumbered again): the baseline of `bench:sql` and of the unit tests.
 */
export function asFragment(root: Part): FragmentSqlToken {
  const values = root.values.map((value) => (isPart(value) ? asFragment(value) : value));
  return (sql.fragment as (strings: TemplateStringsArray, ...values: ValueExpression[]) => FragmentSqlToken)(root.strings, ...values);
}

const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null && PART in value;

/** A frozen strings array with a frozen `raw`, as slonik requires of a template. */
function templateOf(strings: string[]): TemplateStringsArray {
  return Object.freeze(Object.assign(strings, { raw: Object.freeze([...strings]) })) as unknown as TemplateStringsArray;
}

/**
 * Flat templates per shape: a trie over the parts' strings objects in pre-order, with a step
 * `VALUE` for each value that is not a part. A part's arity is fixed by its strings, so the
 * sequence determines where every nested part sits.
 */
const VALUE = Object.freeze({});
type Step = TemplateStringsArray | typeof VALUE;
interface Node {
  next: Map<Step, Node>;
  template?: TemplateStringsArray;
}
const shapes: Node = { next: new Map() };
let cachedNodes = 0;
/** Beyond this many trie nodes (a sign of parts made per call), statements are flattened uncached. */
const MAX_NODES = 10_000;

/** How many trie nodes the shape cache holds (for tests: a shape seen again adds none). */
export function cachedShapeNodes(): number {
  return cachedNodes;
}

/** The statement `root` describes, its rows parsed by `parser` (as `sql.type(parser)`). */
export function statement<T extends ZodTypeAny>(parser: T, root: Part): QuerySqlToken<T> {
  const values: ValueExpression[] = [];
  let node: Node | undefined = shapes;
  const step = (key: Step): void => {
    if (!node) return;
    let child = node.next.get(key);
    if (!child && cachedNodes < MAX_NODES) {
      child = { next: new Map() };
      node.next.set(key, child);
      cachedNodes += 1;
    }
    node = child;
  };
  const walk = (item: Part): void => {
    step(item.strings);
    for (const value of item.values) {
      if (isPart(value)) {
        walk(value);
      } else {
        step(VALUE);
        values.push(value);
      }
    }
  };
  walk(root);
  let template = node?.template;
  if (!template) {
    template = flatten(root);
    if (node) node.template = template;
  }
  return (sql.type(parser) as (strings: TemplateStringsArray, ...values: ValueExpression[]) => QuerySqlToken<T>)(template, ...values);
}

function flatten(root: Part): TemplateStringsArray {
  const strings = [''];
  const walk = (item: Part): void => {
    strings[strings.length - 1] += item.strings[0]!;
    item.values.forEach((value, index) => {
      if (isPart(value)) walk(value);
      else strings.push('');
      strings[strings.length - 1] += item.strings[index + 1]!;
    });
  };
  walk(root);
  return templateOf(strings);
}
