import {
  createAddressPayloadSchema,
  loginPayloadSchema,
  profileUpdatePayloadSchema,
  REGISTRATION_MESSAGES,
  registrationPayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { createAccount, emailTaken, findByLogin } from '../core/accounts';
import { badRequest, issueToken, notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { shopBackend, readPayload, requiredId, shopPath, validate } from '../core/http';
import { actionRoutes, READ, WRITE } from './actions';
import { addressBody, sessionUserBody } from './serializers';

/** Messages of a failed shop login. The markers are the §8 codes the UI removes before showing the text. */
export const SHOP_LOGIN_MESSAGES = {
  badCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
  notActivated: "Votre compte n'est pas encore activé.",
  mailNotVerified:
    "mail_not_yet_verified Votre adresse e-mail n'est pas encore vérifiée : consultez le message d'activation.",
  phoneNotVerified:
    "phone_not_yet_verified Votre numéro de téléphone n'est pas encore vérifié : saisissez le code reçu par SMS.",
} as const;

/**
 * Accounts: `users_api` (login, register; no token needed), `profile_edit` (update, signed in)
 * and the addresses of `payments_address_api` (signed in).
 */
export const accountHandlers = [
  ...actionRoutes(shopPath('users_api'), ['POST'], {
    login: {
      methods: WRITE,
      run: ({ payload }) => {
        const body = validate(loginPayloadSchema, payload);
        const user = findByLogin(body.username);
        const fail = (message: string) => HttpResponse.json({ success: false, message });
        if (!user || user.password !== body.password) return fail(SHOP_LOGIN_MESSAGES.badCredentials);
        if (!user.is_active) return fail(SHOP_LOGIN_MESSAGES.notActivated);
        if (!user.email_verified) return fail(SHOP_LOGIN_MESSAGES.mailNotVerified);
        if (!user.phone_verified) return fail(SHOP_LOGIN_MESSAGES.phoneNotVerified);
        return HttpResponse.json({ success: true, ...sessionUserBody(user, issueToken(user.id)) });
      },
    },
    register: {
      methods: WRITE,
      run: ({ payload }) => {
        const body = validate(registrationPayloadSchema, payload);
        if (emailTaken(body.email)) return badRequest({ error: REGISTRATION_MESSAGES.usernameTaken });
        const user = createAccount({
          account_type: 'customer',
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          password: body.password,
          email: body.email.trim().toLowerCase(),
          phone_number: body.phone_number.trim(),
          image_url: body.image || null,
        });
        return HttpResponse.json({ username: user.username, password: body.password });
      },
    },
  }),
  shopBackend.post(shopPath('profile_edit'), async ({ request }) => {
    const user = requireUser(request, 'token');
    const body = validate(profileUpdatePayloadSchema, await readPayload(request));
    const email = body.email.trim().toLowerCase();
    if (getDb().users.some((u) => u.id !== user.id && u.email.toLowerCase() === email)) {
      return badRequest({ error: 'email_taken', fields: { email: 'This email is already used' } });
    }
    user.first_name = body.first_name.trim();
    user.last_name = body.last_name.trim();
    user.email = email;
    user.phone_number = body.phone_number.trim();
    if (body.image_url !== undefined) user.image_url = body.image_url || null;
    return HttpResponse.json({
      user: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone_number: user.phone_number,
        image_url: user.image_url,
      },
    });
  }),
  ...actionRoutes(shopPath('payments_address_api'), ['GET', 'POST'], {
    get_list_address: {
      methods: READ,
      run: ({ request }) => {
        const user = requireUser(request, 'token');
        const list = getDb().shop.addresses.filter((a) => a.user_id === user.id);
        return HttpResponse.json({ address_delivered: list.map(addressBody) });
      },
    },
    get_address: {
      methods: READ,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const id = requiredId(payload, 'address_id');
        const address = getDb().shop.addresses.find((a) => a.id === id && a.user_id === user.id);
        return address ? HttpResponse.json({ address: addressBody(address) }) : notFound('Address not found.');
      },
    },
    create: {
      methods: WRITE,
      run: ({ request, payload }) => {
        const user = requireUser(request, 'token');
        const body = validate(createAddressPayloadSchema, payload);
        const { shop } = getDb();
        const address = {
          id: nextId('shop.addresses', shop.addresses),
          user_id: user.id,
          name: body.name.trim(),
          address1: body.address1?.trim() ?? '',
          address2: body.address2?.trim() ?? '',
          city: body.city?.trim() ?? '',
          cp: body.cp?.trim() ?? '',
          phone_number: body.phone_number?.trim() ?? '',
        };
        shop.addresses.push(address);
        return HttpResponse.json({ address: addressBody(address) });
      },
    },
  }),
];
