import type { OccasionTemp, SchoolTemp, SessionUser } from '@kk/domain';

/** A signed-in parent (an ordinary shop customer), as the login stores it. */
export function aParentUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'token-parent-1',
    id: 101,
    firstName: 'Salma',
    lastName: 'Bennani',
    image: null,
    account_type: 'pa',
    profile: {
      firstName: 'Salma',
      lastName: 'Bennani',
      username: 'salma.bennani',
      birthday: null,
      gender: null,
      address: null,
      email: 'salma@example.ma',
      image: null,
      phone_number: '+212600000001',
      is_school_admin: false,
      country: 'MA',
      city: 'Rabat',
      password_is_forgotten: false,
      scope: null,
    },
    has_children: true,
    current_level: null,
    name: 'Salma Bennani',
    ...overrides,
  };
}

/** An admin (`ad`). */
export function anAdminUser(): SessionUser {
  return aParentUser({ id: 1, token: 'token-admin', account_type: 'ad', firstName: 'Admin', name: 'Admin' });
}

/** A library (`li`). */
export function aLibraryUser(): SessionUser {
  return aParentUser({ id: 2, token: 'token-library', account_type: 'li', firstName: 'Librairie', name: 'Librairie' });
}

/** A pending unlisted-school request (`school_temp`). */
export function aSchoolTemp(): SchoolTemp {
  return { name: 'École Al Amal', city: 'Salé', level: 3, file_url: 'https://files.example/liste.pdf' };
}

/** A pending second-hand listing (`occasion_temp`). */
export function anOccasionTemp(): OccasionTemp {
  return {
    name: 'Mes mathématiques 3AP',
    author: 'Collectif',
    editor: 'Dar Attaqafa',
    condition: 0,
    category: 1,
    description: 'Très bon état',
    subject: 1,
    level: 3,
    edition_year: '01/09/2022',
    price: '45',
    original_price: '90',
    images_url: [],
  };
}
