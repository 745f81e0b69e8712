import { renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useMySchool } from './use-my-school';

const render = (username: 'ecole' | 'prof') =>
  renderHook(() => useMySchool(), { wrapper: hookWrapper({ user: demoSessionUser(username) }).wrapper });

describe('useMySchool', () => {
  it("gives the administrator's school with its settings", async () => {
    const { result } = render('ecole');
    await waitFor(() => expect(result.current.school).not.toBeNull());
    expect(result.current.school?.name).toBe('Groupe Scolaire Al Khawarizmi');
    expect(result.current.school?.settings.grade_max).toBe(20);
  });

  it('gives a professor the school they teach in', async () => {
    const { result } = render('prof');
    await waitFor(() => expect(result.current.school).not.toBeNull());
    expect(result.current.school?.name).toBe('Groupe Scolaire Al Khawarizmi');
  });
});
