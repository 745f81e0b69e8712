import { FORM_ERROR } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn } from './actions-column';
import { saveThenDone } from './edit-form';

describe('saveThenDone', () => {
  it('saves, then closes with the name saved, trimmed', async () => {
    const save = vi.fn(async () => undefined);
    const onDone = vi.fn();
    await expect(saveThenDone(save, onDone)({ name: '  Pack CP  ' })).resolves.toBeUndefined();
    expect(save).toHaveBeenCalledWith({ name: '  Pack CP  ' });
    expect(onDone).toHaveBeenCalledWith('Pack CP');
  });

  it('keeps the form open on the fields a save refuses', async () => {
    const onDone = vi.fn();
    const refused = await saveThenDone(async () => ({ name: 'Ce nom est déjà pris.' }), onDone)({ name: 'Cahiers' });
    expect(refused).toEqual({ name: 'Ce nom est déjà pris.' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the form open with the failed write as its submit error', async () => {
    const onDone = vi.fn();
    const error = new Error('offline');
    const result = await saveThenDone(() => Promise.reject(error), onDone)({ name: 'Cahiers' });
    expect(result).toMatchObject({ [FORM_ERROR]: { error } });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('actionsColumn', () => {
  it('is the buttons column, under its header, not labelled on a card', () => {
    const cell = (row: { id: number }) => `#${row.id}`;
    expect(actionsColumn('Actions', cell)).toEqual({ id: 'actions', header: 'Actions', labelOnCard: false, cell });
  });
});
