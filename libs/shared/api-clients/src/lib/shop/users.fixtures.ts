import type { ContractFixture } from '../../testing/contract';

const flatUser = {
  token: 'tok-9',
  id: 9,
  firstName: 'Salma',
  lastName: 'Bennani',
  image: null,
  account_type: 'customer',
  has_children: false,
  current_level: null,
  name: 'Salma Bennani',
  profile: { firstName: 'Salma', lastName: 'Bennani', username: 'client', email: 'salma@exemple.ma' },
};

/** Readings of the login answer (users_api login, call 26): §7 "payload.success and session user", §3 "access_token and user". */
export const usersFixtures = {
  login: {
    readings: {
      'the flat session user (§7)': { success: true, ...flatUser },
      '{ success, access_token, user } (§3)': {
        success: true,
        access_token: 'tok-9',
        user: {
          id: 9,
          first_name: 'Salma',
          last_name: 'Bennani',
          image_url: null,
          account_type: 'customer',
          username: 'client',
          email: 'salma@exemple.ma',
        },
      },
    },
    result: { token: 'tok-9', id: 9, name: 'Salma Bennani', account_type: 'customer', profile: { username: 'client' } },
    partial: true,
  },
} satisfies Record<string, ContractFixture>;
