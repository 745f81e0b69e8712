import { act, renderHook, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { demoAccount, getDb, unlinkStudentAccount } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useEditChild, validateChildLink } from './use-edit-child';

const ROUTE = '/parent/enfants/:childId/modifier';

const renderEditChild = (childId: number) =>
  renderHook(() => useEditChild(), {
    wrapper: hookWrapper({ user: demoSessionUser('parent'), path: `/parent/enfants/${childId}/modifier`, route: ROUTE })
      .wrapper,
  });

/** The demo parent's second child (linked to her class in the seed; the linking tests unlink her first). */
const sibling = () => {
  const parent = getDb().users.find((u) => u.id === demoAccount('parent').id);
  const id = parent?.children?.[1];
  if (id === undefined) throw new Error('the demo parent has a second child');
  return id;
};

describe('useEditChild', () => {
  it("reads the child from the parent's children, with the form's starting values", async () => {
    const { result } = renderEditChild(5);

    await waitFor(() => expect(result.current.query.data).toBeTruthy());
    expect(result.current.query.data).toMatchObject({ id: 5, username: 'eleve' });
    expect(result.current.initialValues).toMatchObject({
      first_name: expect.any(String),
      birthday: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      level_id: '7',
    });
  });

  it("gives null for a child who is not the parent's (the page's error state)", async () => {
    const stranger = getDb().users.find(
      (u) => u.account_type === 'student' && u.parent_id !== demoAccount('parent').id,
    );

    const { result } = renderEditChild(stranger?.id ?? 999999);

    await waitFor(() => expect(result.current.query.data).toBeNull());
  });

  it('saves the changes (call 49) and says so', async () => {
    const { result } = renderEditChild(5);
    await waitFor(() => expect(result.current.initialValues).toBeDefined());

    await act(async () => {
      await result.current.save({ ...result.current.initialValues, first_name: 'Adam-Yassine', level_id: '8' });
    });

    expect(result.current.saved).toBe(true);
    expect(getDb().users.find((u) => u.id === 5)).toMatchObject({ first_name: 'Adam-Yassine', current_level: 8 });
    await waitFor(() => expect(result.current.query.data?.first_name).toBe('Adam-Yassine'));
  });

  it("refuses an invalid or taken code with the §8 dictionary's messages, then links a valid one", async () => {
    unlinkStudentAccount(sibling());
    const { result } = renderEditChild(sibling());
    await waitFor(() => expect(result.current.query.data).toBeTruthy());

    let invalid: unknown;
    let taken: unknown;
    await act(async () => {
      invalid = await result.current.link({ code_massar: 'x000000000' });
      taken = await result.current.link({ code_massar: 'D130012345' });
    });
    await act(async () => {
      await result.current.link({ code_massar: ' D1300 54321 ' });
    });

    expect(invalid).toEqual({ [FORM_ERROR]: 'errors:massarCodeInvalid' });
    expect(taken).toEqual({ [FORM_ERROR]: 'errors:massarCodeExists' });
    expect(result.current.linked).toBe(true);
    await waitFor(() =>
      expect(result.current.query.data).toMatchObject({
        school_name: 'Groupe Scolaire Al Khawarizmi',
        class_name: expect.any(String),
      }),
    );
  });

  it('checks the code before sending: required, then a letter and 9 digits', () => {
    expect(validateChildLink({})).toEqual({ code_massar: 'learning-children:link.required' });
    expect(validateChildLink({ code_massar: 'D13' })).toEqual({ code_massar: 'errors:massarCodeInvalid' });
    expect(validateChildLink({ code_massar: 'd 130054321' })).toEqual({});
  });
});
