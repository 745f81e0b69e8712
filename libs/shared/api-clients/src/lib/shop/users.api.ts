import {
  type LoginPayload,
  type ProfileUpdatePayload,
  type ProfileUpdateResponse,
  type RegistrationPayload,
  type RegistrationResult,
  type SessionUser,
} from '@kk/domain';
import { actionPost } from '../core/actions';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Tags of data that belongs to the signed-in user: refetched after a login. */
const USER_DATA_TAGS = ['Cart', 'Orders', 'Addresses', 'Demandes', 'MyOccasions', 'Quotes', 'User'] as const;

/** Accounts (calls 4, 26): login, registration, profile update. */
export const usersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST `users_api` `{ action: 'login', username, password }` → the session user (token
     * included). A `{ success: false, message }` answer is an `app` ApiError whose message is
     * the server's text (may carry the mail/phone-not-verified markers: strip them with
     * `stripVerificationMarkers` before showing, §8). Invalidates the user's data.
     */
    login: build.mutation<SessionUser, LoginPayload>({
      query: (payload) => actionPost('users_api', 'login', payload),
      extraOptions: { appErrors: true },
      // The flat session user of §7 or the { access_token, user } of §3: both read as the session user.
      responseSchema: domainSchema('common', 'shopLoginSuccessSchema'),
      // Only a successful login changes whose data the caches hold.
      invalidatesTags: (result) => (result ? [...USER_DATA_TAGS] : []),
    }),
    /**
     * POST `users_api` `{ action: 'register', first_name, last_name, email, phone_number,
     * password, image }` → `{ username, password }`, then used to log in (§3). A taken e-mail is
     * a 400 `{ error: 'This username already exists!' }`.
     */
    register: build.mutation<RegistrationResult, RegistrationPayload>({
      query: (payload) => actionPost('users_api', 'register', payload),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('common', 'registrationResultSchema'),
    }),
    /**
     * POST `profile_edit` `{ action: 'update', first_name, last_name, email, phone_number,
     * image_url }` → the user with the same fields; token. Invalidates `User`.
     */
    updateProfile: build.mutation<ProfileUpdateResponse['user'], ProfileUpdatePayload>({
      query: (payload) => actionPost('profile_edit', 'update', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('common', 'profileUpdateResponseSchema'),
      transformResponse: (raw: ProfileUpdateResponse) => raw.user,
      invalidatesTags: ['User'],
    }),
  }),
});

/** Hooks of the account endpoints. */
export const { useLoginMutation, useRegisterMutation, useUpdateProfileMutation } = usersApi;
