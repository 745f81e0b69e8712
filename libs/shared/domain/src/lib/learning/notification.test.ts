import { setDroppedItemReporter } from '../common/schema-helpers';
import { notificationPath, notificationsResponseSchema } from './notification';

const alert = {
  id: 'absence-1',
  kind: 'absence',
  child_id: 5,
  child_name: 'Adam',
  date: '2026-11-25',
  title: 'Absence',
};

describe('notificationsResponseSchema (assumed contract)', () => {
  it('leaves out an alert of an unknown kind, keeps the others, and counts the unread when the backend does not', () => {
    const previous = setDroppedItemReporter(() => undefined);
    try {
      const parsed = notificationsResponseSchema.parse({
        notifications: [alert, { ...alert, id: 'x-2', kind: 'weather' }, { ...alert, id: 7, read: true }],
      });

      expect(parsed.notifications.map((n) => n.id)).toEqual(['absence-1', '7']);
      expect(parsed.notifications[0]).toMatchObject({ read: false, detail: null, ref_id: null });
      expect(parsed.unread).toBe(1);
    } finally {
      setDroppedItemReporter(previous);
    }
  });

  it("keeps the backend's unread count when it sends one", () => {
    expect(notificationsResponseSchema.parse({ notifications: [alert], unread: '4' }).unread).toBe(4);
  });
});

describe('notificationPath', () => {
  it("leads each kind to the child's page, that child chosen", () => {
    expect(notificationPath({ kind: 'delay', child_id: 5 })).toBe('/parent/enfants/5/absences?enfant=5');
    expect(notificationPath({ kind: 'grade', child_id: 5 })).toBe('/parent/enfants/5/notes?enfant=5');
    expect(notificationPath({ kind: 'homework_due', child_id: 6 })).toBe('/parent/enfants/6/devoirs?enfant=6');
    expect(notificationPath({ kind: 'friend_request', child_id: 6 })).toBe('/parent/enfants/6/amis?enfant=6');
  });
});
