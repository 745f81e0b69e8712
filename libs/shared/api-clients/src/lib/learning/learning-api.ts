import { createBackendApi } from '../core/create-backend-api';

/**
 * The learning platform: paths relative to the backend host, `Authorization: Bearer <t>`.
 * Endpoints are injected by the `*.api.ts` files of this folder.
 */
export const learningApi = createBackendApi({
  reducerPath: 'learningApi',
  baseQuery: { base: 'host', auth: 'bearer' },
  schemaArea: 'learning',
  tagTypes: [
    'LevelGroups',
    'Tasks',
    'Challenges',
    'ChallengeScores',
    'Activities',
    'Exams',
    'ExamSheets',
    'Avatars',
    'Friends',
    'Images',
    'Chapters',
    'Courses',
    'Exercises',
    'Children',
    'ChildFriends',
    'Notifications',
    'Profile',
  ],
});
