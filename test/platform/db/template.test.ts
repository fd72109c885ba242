// Statements from parts (ADR 0023): the same SQL and values as slonik's nested fragments, a flat
// template per shape, and no two shapes confused.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'slonik';
import { asFragment, cachedShapeNodes, joinParts, nothing, part, statement, text } from '../../../src/platform/db/template.ts';

const row = z.object({ id: z.string() });
const columns = text('id, name');
const comma = text(', ');

describe('statements from parts', () => {
  it('compose the SQL and values slonik composes from the same nested fragments', () => {
    const inner = (name: string) => part`select ${columns} from t where name = ${name} and tags = ${sql.array(['a', 'b'], 'text')}`;
    const fromParts = statement(row, part`with x as (${inner('n1')}), y as (${inner('n2')}) select ${1} ${nothing}`);

    const fragmentColumns = sql.fragment`id, name`;
    const innerFragment = (name: string) => sql.fragment`select ${fragmentColumns} from t where name = ${name} and tags = ${sql.array(['a', 'b'], 'text')}`;
    const fromFragments = sql.type(row)`with x as (${innerFragment('n1')}), y as (${innerFragment('n2')}) select ${1} `;

    expect(fromParts.sql).toBe(fromFragments.sql);
    expect(fromParts.values).toEqual(fromFragments.values);
    expect(fromParts.parser).toBe(row);
  });

  it('compose what asFragment hands slonik to nest, for any tree of parts', () => {
    const leaf = (n: number) => part`f(${n}, ${sql.jsonb({ n })})`;
    const tree = part`select ${leaf(1)}, ${part`g(${leaf(2)}, ${'x'})`}, ${joinParts([leaf(3), leaf(4)], comma)}`;
    const nested = sql.type(row)`${asFragment(tree)}`;
    expect(statement(row, tree).sql).toBe(nested.sql);
    expect(statement(row, tree).values).toEqual(nested.values);
  });

  it('gathers new values for every statement of a cached shape', () => {
    const query = (id: string) => statement(row, part`select ${columns} from t where id = ${id}`);
    const first = query('a');
    const second = query('b');
    expect(second.sql).toBe(first.sql);
    expect(first.values).toEqual(['a']);
    expect(second.values).toEqual(['b']);
  });

  it('tells apart shapes that differ only in which value is a part', () => {
    const at = (first: unknown, second: unknown) => statement(row, part`select ${first as never} + ${second as never}`);
    const one = text('1');
    expect(at(one, 2).sql).toBe('select 1 + $slonik_1');
    expect(at(2, one).sql).toBe('select $slonik_1 + 1');
    expect(at(one, 2).values).toEqual([2]);
    expect(at(2, one).values).toEqual([2]);
  });

  it('caches a shape once: joins and texts made per call are the same shape on every call', () => {
    const query = (names: string[]) =>
      statement(row, part`with ${joinParts(names.map((name, index) => part`${text(`cte_${index}`)} as (select ${name})`), comma)} select 1`);
    query(['a', 'bb']);
    const nodes = cachedShapeNodes();
    for (let i = 0; i < 100; i += 1) expect(query([`x${i}`, `yy${i}`]).values).toEqual([`x${i}`, `yy${i}`]);
    expect(cachedShapeNodes()).toBe(nodes);
  });

  it('joins parts with a separator, and the empty part adds nothing', () => {
    const ctes = ['a', 'b', 'c'].map((name) => part`${text(name)} as (select ${name})`);
    const query = statement(row, part`with ${joinParts(ctes, comma)} select 1${nothing}`);
    expect(query.sql).toBe('with a as (select $slonik_1), b as (select $slonik_2), c as (select $slonik_3) select 1');
    expect(query.values).toEqual(['a', 'b', 'c']);
    expect(statement(row, part`select 1 ${joinParts([], comma)}`).sql).toBe('select 1 ');
  });
});
