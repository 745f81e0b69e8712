import type { LevelGroup, LoginResponse } from '@kk/domain';
import type { ContractFixture } from '../../testing/contract';

const groups: LevelGroup[] = [
  { id: 1, name: 'Primaire' },
  { id: 2, name: 'Collège' },
];

const user = {
  id: 6,
  first_name: 'Yasmine',
  last_name: 'Bennani',
  image_url: null,
  account_type: 'student',
  username: 'eleve',
  birthday: '2013-04-12',
  gender: 'F',
  address: null,
  email: 'eleve@exemple.ma',
  phone_number: '+212612345678',
  country: 'Maroc',
  city: 'Fès',
  password_is_forgotten: false,
  success: true,
  scope: 'learning',
};

const login: LoginResponse = {
  access_token: 'tok-6',
  user: { ...user, has_children: false, current_level: 7 },
};

/** Readings of the answers of account.api.ts that the app reads at start and at sign-in (calls 36, 37). */
export const accountFixtures = {
  /** GET /{product}/api/levels_groups_api: `levels_groups` (stated); an item without an id left out. */
  getLevelGroups: {
    readings: {
      'the level groups': { levels_groups: groups },
      'a group without an id among them': {
        levels_groups: [{ id: 1, name: 'Primaire' }, { name: 'Lycée' }, { id: 2, name: 'Collège' }],
      },
    },
    result: groups,
  },
  /** POST /api/{product}/v1/account/login_with_token/: `{ access_token, user }` (§3). */
  learningLogin: {
    readings: {
      'the §3 fields and the level': login,
      'optional fields null or absent, flags as 0/1': {
        access_token: 'tok-6',
        user: {
          id: 6,
          first_name: 'Yasmine',
          last_name: 'Bennani',
          image_url: null,
          account_type: 'student',
          username: 'eleve',
          birthday: '2013-04-12',
          gender: 'F',
          email: 'eleve@exemple.ma',
          phone_number: '+212612345678',
          country: 'Maroc',
          city: 'Fès',
          password_is_forgotten: 0,
          success: true,
          scope: 'learning',
          has_children: 0,
          current_level: 7,
        },
      },
    },
    result: login,
  },
} satisfies Record<string, ContractFixture<LevelGroup[] | LoginResponse>>;
