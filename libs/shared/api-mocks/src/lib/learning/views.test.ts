import { learningRole, loginResponseSchema, sessionUserFromLogin } from '@kk/domain';
import { getDb } from '../core/db';
import { loginUserOf } from './views';

describe('loginUserOf: the demo accounts read as their learning role', () => {
  it.each([
    ['eleve', 'student'],
    ['parent', 'parent'],
    ['prof', 'professor'],
    ['ecole', 'school_admin'],
  ])('%s signs in as a %s', (username, role) => {
    const user = getDb().users.find((u) => u.username === username);
    if (!user) throw new Error(`no demo account ${username}`);
    const response = loginResponseSchema.parse({ access_token: 'tok', user: loginUserOf(user) });

    expect(learningRole(sessionUserFromLogin(response))).toBe(role);
  });
});
