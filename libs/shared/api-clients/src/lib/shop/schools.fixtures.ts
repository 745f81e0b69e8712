import type { ContractFixture } from '../../testing/contract';

const atlas = { id: 4, name: 'École Atlas', address: '12 avenue Mohammed V', city: 'Fès', logo_url: null };

/** The school's levels and level groups in each reading §3 allows: ids, the Level objects, numeric texts. */
const schoolReadings = {
  ids: { ...atlas, level_groups: [1], levels: [3, 4] },
  'the §3 objects': {
    ...atlas,
    level_groups: [{ id: 1, name: 'Primaire' }],
    levels: [
      { level_id: 3, name: 'CE1', group_id: 1, subjects_ids: [1, 2] },
      { level_id: 4, name: 'CE2', group_id: 1, subjects_ids: [1] },
    ],
  },
  'numeric texts': { ...atlas, level_groups: ['1'], levels: ['3', '4'] },
};

const school = { ...atlas, level_groups: [1], levels: [3, 4] };

/** Readings of the answers of schools.api.ts (calls 1–3). */
export const schoolsFixtures = {
  /** GET schools_list_api get_schools: `schools` (§7), one page. */
  getSchools: {
    readings: Object.fromEntries(Object.entries(schoolReadings).map(([name, body]) => [name, { schools: [body] }])),
    result: { items: [school], error: null },
  },
  /** GET schools_api get_school_info: `school` with its level groups (§7). */
  getSchoolInfo: {
    readings: Object.fromEntries(Object.entries(schoolReadings).map(([name, body]) => [name, { school: body }])),
    result: school,
  },
  /** POST schools_api create_inactive: a 2xx is the request accepted, whatever its body. */
  createInactiveSchool: {
    readings: {
      'success only': { success: true },
      'an empty object': {},
      'another envelope': { school: { id: 9 } },
    },
    result: null,
  },
} satisfies Record<string, ContractFixture>;
