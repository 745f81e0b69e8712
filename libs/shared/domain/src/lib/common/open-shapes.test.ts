import * as z from 'zod/mini';
import { competencySchema } from '../school/evaluation';
import { listAnswerSchema, pagedListAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from './open-shapes';
import { setDroppedItemReporter } from './schema-helpers';

const item = z.object({ id: z.number(), name: z.string() });
const a = { id: 1, name: 'A' };
const b = { id: 2, name: 'B' };

describe('listAnswerSchema', () => {
  const schema = listAnswerSchema('things', item);

  it.each([
    ['our envelope', { things: [a, b] }],
    ['a DRF page', { count: 2, next: null, previous: null, results: [a, b] }],
    ['a bare array', [a, b]],
  ])('reads %s as the envelope', (_reading, body) => {
    expect(z.parse(schema, body)).toEqual({ things: [a, b] });
  });

  it('leaves out and reports an item that does not fit, keeping the others', () => {
    const dropped: unknown[] = [];
    const previous = setDroppedItemReporter(({ item: bad }) => dropped.push(bad));
    const result = z.parse(schema, [a, { id: 'x' }, b]);
    setDroppedItemReporter(previous);

    expect(result).toEqual({ things: [a, b] });
    expect(dropped).toEqual([{ id: 'x' }]);
  });

  it.each([
    ['an object without the list', { detail: 'Not found.' }],
    ['a text', '<html>'],
    ['null', null],
  ])('refuses %s', (_reading, body) => {
    expect(z.safeParse(schema, body).success).toBe(false);
  });
});

describe('pagedListAnswerSchema', () => {
  const schema = pagedListAnswerSchema('things', item);

  it.each([
    ['our envelope', { things: [a] }, { things: [a], error: undefined, last: false }],
    [
      'a DRF page with a next page',
      { count: 30, next: '?page=2', previous: null, results: [a] },
      { things: [a], error: undefined, last: false },
    ],
    [
      'the last DRF page',
      { count: 21, next: null, previous: '?page=1', results: [a] },
      { things: [a], error: undefined, last: true },
    ],
    ['a bare array', [a], { things: [a], error: undefined, last: false }],
    ['the §8 error past the end', { error: 'No result found' }, { things: [], error: 'No result found', last: true }],
  ])('reads %s', (_reading, body, expected) => {
    expect(z.parse(schema, body)).toEqual(expected);
  });
});

describe('withReferences', () => {
  const schema = withReferences(
    z.object({
      id: z.number(),
      subject_id: z.number(),
      subject_name: z.string(),
      professor_name: z.nullable(z.string()),
    }),
    [
      { from: 'subject', id: 'subject_id', name: 'subject_name' },
      { from: 'professor', name: 'professor_name' },
    ],
  );
  const flat = { id: 9, subject_id: 1, subject_name: 'Maths', professor_name: 'M. Alaoui' };

  it.each([
    ['flat fields', flat],
    ['nested objects', { id: 9, subject: { id: 1, name: 'Maths' }, professor: { id: 31, name: 'M. Alaoui' } }],
    ['an id field holding the object', { id: 9, subject_id: { id: 1, name: 'Maths' }, professor_name: 'M. Alaoui' }],
  ])('reads %s as the flat fields', (_reading, body) => {
    expect(z.parse(schema, body)).toEqual(flat);
  });

  it('reads a null reference as null fields, and lets flat fields win', () => {
    expect(z.parse(schema, { id: 9, subject_id: 1, subject_name: 'Maths', professor: null })).toEqual({
      ...flat,
      professor_name: null,
    });
    expect(z.parse(schema, { ...flat, subject: { id: 2, name: 'Français' } })).toEqual(flat);
  });

  it('still refuses an item without what screens rely on', () => {
    expect(z.safeParse(schema, { id: 9, subject: { name: 'Maths' }, professor_name: null }).success).toBe(false);
  });
});

describe('SUBJECT_LEVEL_REFERENCES', () => {
  const flat = { id: 4, code: 'C1', name: 'Calculer', subject_id: 1, level_id: 7 };

  it.each([
    ['flat ids', flat],
    [
      'nested subject and level',
      { id: 4, code: 'C1', name: 'Calculer', subject: { id: 1, name: 'Maths' }, level: { id: 7, name: '1AC' } },
    ],
    ['ids holding the objects', { id: 4, code: 'C1', name: 'Calculer', subject_id: { id: 1 }, level_id: { id: 7 } }],
  ])(
    'lets an item of a subject at a level (here a competency) read %s as subject_id and level_id',
    (_reading, body) => {
      expect(z.parse(competencySchema, body)).toEqual(flat);
    },
  );

  it('names the subject and the level by their flat ids', () => {
    const schema = withReferences(z.object({ subject_id: z.number(), level_id: z.number() }), SUBJECT_LEVEL_REFERENCES);
    expect(z.parse(schema, { subject: { id: 2 }, level: { id: 3 } })).toEqual({ subject_id: 2, level_id: 3 });
    expect(z.safeParse(schema, { subject: null, level: { id: 3 } }).success).toBe(false);
  });
});
