import {
  changeAvatarPayloadSchema,
  friendActionPayloadSchema,
  storeFriendPayloadSchema,
  type Friend,
  type FriendActionPayload,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, forbidden, invalidField, notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { backend, hostPath, readJson, readQuery, validate } from '../core/http';
import { NO_RESULT, paginate } from '../core/paging';
import { readUploadedFile, storedFileUrl } from '../core/uploads';
import type { FakeUser } from '../core/users';
import { approversOf, awaitsParentOf, requireOwnChild } from './family';
import type { FriendRow } from './state';
import { friendView, imageView } from './views';

/** Avatars (50, 51), friends (53, 54, friend create/update/delete) and images (56, 57). */
export const socialHandlers = [
  // 50: avatars, paged.
  backend.get(hostPath('api/koolskools/v1/avatars/'), ({ request }) => {
    requireUser(request, 'bearer');
    return HttpResponse.json(paginate(getDb().learning.avatars, readQuery(request), 'avatars'));
  }),

  // 51: choose an avatar, or (assumed contract) one of the user's own uploaded images; it becomes the user's picture.
  backend.post(hostPath('change_avatar/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(changeAvatarPayloadSchema, await readJson(request));
    if ('image_id' in payload) {
      const image = getDb().learning.images.find((i) => i.id === payload.image_id && i.owner_id === user.id);
      if (!image) return invalidField('image_id', 'Unknown image');
      user.avatar_id = null;
      user.image_url = image.url;
      return HttpResponse.json({ success: true, image: image.url });
    }
    const avatar = getDb().learning.avatars.find((a) => a.id === payload.avatar_id);
    if (!avatar) return invalidField('avatar_id', 'Unknown avatar');
    user.avatar_id = avatar.id;
    return HttpResponse.json({ success: true, image: avatar.image_url });
  }),

  // 53: the user's friends, then the requests other students sent them that they have not answered.
  // Assumed (the parents' space): a parent reads a child's list with `child_id` (403 for a child
  // not theirs); a request waiting for a parent says `awaiting_parent`.
  backend.get(hostPath('list_friends_handler'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const childId = readQuery(request)['child_id'];
    if (childId !== undefined)
      return HttpResponse.json({ friends: friendsOf(requireOwnChild(user, childId).id, true) });
    return HttpResponse.json({ friends: friendsOf(user.id, false) });
  }),

  // Friend create/update/delete (named, assumed contract): add by username (a pending request; a
  // student only, an adult's username reads as unknown), change the group, remove (both sides), and
  // accept or decline a request received.
  backend.post(hostPath('list_friends_handler'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(friendActionPayloadSchema, await readJson(request));
    const rows = getDb().learning.friends;
    if ('child_id' in payload && payload.child_id !== undefined) return parentAction(user, payload);
    if (payload.action === 'approve' || payload.action === 'refuse') return forbidden();
    if (payload.action === 'add') {
      const other = getDb().users.find(
        (u) => u.username === payload.username && u.id !== user.id && u.account_type === 'student',
      );
      if (!other) return badRequest({ error: NO_RESULT });
      const existing = rows.find((f) => f.owner_id === user.id && f.user_id === other.id);
      if (existing) return HttpResponse.json({ success: true, id: existing.id });
      // They had asked already: adding them back accepts their request.
      const theirs = rows.find(
        (f) => incomingRequest(f, user.id) && f.owner_id === other.id && !(f.awaiting ?? []).length,
      );
      if (theirs) return HttpResponse.json({ success: true, id: befriend(user.id, theirs).id }, { status: 201 });
      const id = nextId('friends', rows);
      const awaiting = approversOf(user.id, other.id);
      const requested_at = new Date().toISOString();
      rows.push({ id, owner_id: user.id, user_id: other.id, status: 'pending', group: null, awaiting, requested_at });
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }
    if (payload.action === 'accept' || payload.action === 'decline') {
      const received = rows.find((f) => f.id === payload.id && incomingRequest(f, user.id));
      if (!received) return notFound();
      // A request waiting for the child's parent cannot be accepted yet (declining is always allowed).
      if (payload.action === 'accept' && awaitsParentOf(received, user.id)) {
        return forbidden('This request awaits your parent approval.');
      }
      if (payload.action === 'decline') {
        rows.splice(rows.indexOf(received), 1);
        return HttpResponse.json({ success: true, id: received.id });
      }
      return HttpResponse.json({ success: true, id: befriend(user.id, received).id });
    }
    const row = rows.find((f) => f.id === payload.id && f.owner_id === user.id);
    if (!row) return notFound();
    if (payload.action === 'edit') row.group = payload.group;
    else removeBothSides(row);
    return HttpResponse.json({ success: true, id: row.id });
  }),

  // 54: add a student as a friend (accepted at once, as a classmate added from the class list, unless
  // a parent's approval is needed: then a request awaiting it, as for a request by username).
  backend.post(hostPath('list_friends/store/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(storeFriendPayloadSchema, await readJson(request));
    // Students only, as for a request by username.
    const other = getDb().users.find((u) => u.id === payload.user_id && u.account_type === 'student');
    if (!other || other.id === user.id) return invalidField('user_id', 'Unknown user');
    const rows = getDb().learning.friends;
    // Like a request by username, it waits for the parents of children who have a parent account.
    const awaiting = approversOf(user.id, other.id);
    let row = rows.find((f) => f.owner_id === user.id && f.user_id === other.id);
    if (row && !(row.awaiting ?? []).length) row.status = 'accepted';
    else if (!row) {
      row = { id: nextId('friends', rows), owner_id: user.id, user_id: other.id, status: 'accepted', group: null };
      if (awaiting) Object.assign(row, { status: 'pending', awaiting, requested_at: new Date().toISOString() });
      rows.push(row);
    }
    return HttpResponse.json(friendView(row), { status: 201 });
  }),

  // 56: upload an image (multipart `file`; the client prefixes the name with a timestamp).
  backend.post(hostPath('upload_image/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const file = await readUploadedFile(request);
    const rows = getDb().learning.images;
    const id = nextId('images', rows);
    const row = {
      id,
      owner_id: user.id,
      name: file.name,
      url: await storedFileUrl(file),
      created_at: new Date().toISOString(),
    };
    rows.push(row);
    return HttpResponse.json(imageView(row), { status: 201 });
  }),

  // 57: the user's images, newest first, paged.
  backend.get(hostPath('list_api_images/'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const mine = getDb()
      .learning.images.filter((i) => i.owner_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(imageView);
    return HttpResponse.json(paginate(mine, readQuery(request), 'images'));
  }),
];

/** A friendship ends on both sides: the row goes, and the other one's row or request too. */
function removeBothSides(row: FriendRow): void {
  const rows = getDb().learning.friends;
  rows.splice(rows.indexOf(row), 1);
  const back = rows.findIndex((f) => f.owner_id === row.user_id && f.user_id === row.owner_id);
  if (back >= 0) rows.splice(back, 1);
}

/**
 * The friends of `userId` and the requests they received. A request still waiting for its
 * sender's parent is not shown to the recipient; for a parent (`forParent`) it is when it waits
 * for them. `awaiting_parent`: the child's own parent has not approved it yet.
 */
function friendsOf(userId: number, forParent: boolean): Friend[] {
  const rows = getDb().learning.friends;
  const own = rows.filter((f) => f.owner_id === userId).map((row) => friendView(row));
  const incoming = rows
    .filter(
      (f) =>
        incomingRequest(f, userId) &&
        (!awaitsParentOf(f, f.owner_id) || (forParent && awaitsParentOf(f, userId))) &&
        !rows.some((o) => o.owner_id === userId && o.user_id === f.owner_id),
    )
    .map((row) => friendView(row, 'incoming'));
  return [...own, ...incoming].filter((f) => f !== null);
}

/**
 * A parent acts on a child's list (assumed contract: the parents' space): approve a request
 * waiting for them (it goes on: to the child, or to the friend it was sent to), refuse it (it is
 * removed), or end one of the child's friendships. 403 for a child that is not theirs.
 */
function parentAction(parent: FakeUser, payload: FriendActionPayload & { child_id?: number }) {
  const child = requireOwnChild(parent, payload.child_id);
  const rows = getDb().learning.friends;
  if (payload.action === 'approve' || payload.action === 'refuse') {
    const row = rows.find(
      (f) => f.id === payload.id && (f.owner_id === child.id || f.user_id === child.id) && awaitsParentOf(f, child.id),
    );
    if (!row) return notFound();
    if (payload.action === 'refuse') rows.splice(rows.indexOf(row), 1);
    else row.awaiting = (row.awaiting ?? []).filter((id) => id !== child.id);
    return HttpResponse.json({ success: true, id: row.id });
  }
  if (payload.action !== 'delete') return forbidden();
  const row = rows.find((f) => f.id === payload.id && f.owner_id === child.id);
  if (!row) return notFound();
  removeBothSides(row);
  return HttpResponse.json({ success: true, id: row.id });
}

/** A request sent to `userId` that they have not answered. */
function incomingRequest(row: FriendRow, userId: number): boolean {
  return row.user_id === userId && row.owner_id !== userId && row.status === 'pending';
}

/** `userId` accepts the request `received`: both sides are friends; answers `userId`'s own row. */
function befriend(userId: number, received: FriendRow): FriendRow {
  const rows = getDb().learning.friends;
  received.status = 'accepted';
  let own = rows.find((f) => f.owner_id === userId && f.user_id === received.owner_id);
  if (own) own.status = 'accepted';
  else {
    own = {
      id: nextId('friends', rows),
      owner_id: userId,
      user_id: received.owner_id,
      status: 'accepted',
      group: null,
    };
    rows.push(own);
  }
  return own;
}
