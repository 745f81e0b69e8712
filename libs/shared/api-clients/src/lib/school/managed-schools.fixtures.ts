import type { ManagedSchool } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const schools: ManagedSchool[] = [
  {
    id: 1,
    name: 'École Atlas',
    city: 'Fès',
    address: '12 avenue Mohammed V, Fès',
    phone: '+212535001000',
    email: 'contact@ecole-atlas.ma',
    logo_url: null,
    level_groups: ['primaire', 'college'],
    settings: {
      school_id: 1,
      current_scholar_year_id: 2,
      grade_max: 20,
      periods_count: 3,
      seance_duration_minutes: 55,
      periodicity_weeks: 1,
      notify_absences: true,
      language: 'fr',
    },
  },
];

/** Readings of the answer of GET /api/schools (call 65). */
export const managedSchoolsFixtures = {
  getManagedSchools: { readings: listReadings('schools', schools), result: schools },
} satisfies Record<string, ContractFixture>;
