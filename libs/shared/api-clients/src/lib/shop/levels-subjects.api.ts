import { type LevelsResponse, type Subject } from '@kk/domain';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/**
 * Levels and subjects (calls 28, 29). Token sent when signed in; a 401 clears the stored
 * session (§8). Both are public reads on the backend: visitors load them at start, in both apps.
 * Their answers are read with the common area's schemas (`schemaArea`), so learning's start does
 * not download and evaluate the shop's.
 */
export const levelsSubjectsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET `/{product}/api/levels` → `{ levels, subjects, levels_groups }` (token; a 401 expires
     * the session). Tag `Levels`.
     */
    getLevels: build.query<LevelsResponse, void>({
      query: () => ({ url: 'levels', method: 'GET' }),
      extraOptions: { expireSessionOn401: true, schemaArea: 'common' },
      responseSchema: domainSchema('common', 'levelsResponseSchema'),
      providesTags: ['Levels'],
    }),
    /** GET `/{product}/api/subjects` → the subjects (token; a 401 expires the session). Tag `Subjects`. */
    getSubjects: build.query<Subject[], void>({
      query: () => ({ url: 'subjects', method: 'GET' }),
      extraOptions: { expireSessionOn401: true, schemaArea: 'common' },
      rawResponseSchema: domainSchema('common', 'subjectsResponseSchema'),
      transformResponse: (raw: { subjects: Subject[] }) => raw.subjects,
      providesTags: ['Subjects'],
    }),
  }),
});

/** Hooks of the levels and subjects endpoints. */
export const { useGetLevelsQuery, useGetSubjectsQuery } = levelsSubjectsApi;
