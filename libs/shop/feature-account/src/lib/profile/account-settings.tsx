import { useState } from 'react';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, ChevronEndIcon, Modal } from '@kk/ui-kit';
import { EntryList } from './profile-page.styles';

type SettingId = 'privacy' | 'changePassword' | 'deleteAccount';

const SETTINGS: readonly { id: SettingId; label: TranslationKey }[] = [
  { id: 'privacy', label: 'shop-account:more.privacy' },
  { id: 'changePassword', label: 'shop-account:more.changePassword' },
  { id: 'deleteAccount', label: 'shop-account:more.deleteAccount' },
];

/**
 * The profile's footer entries Privacy, Change password, Delete account (§2: present, behaviour
 * not shown). Each is a real button that opens a short popup saying the feature is not available
 * in the shop yet: honest, reachable with the keyboard, and nothing pretends to work.
 */
export function AccountSettings({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('shop-account');
  const [open, setOpen] = useState<SettingId | null>(null);
  const current = SETTINGS.find((entry) => entry.id === open);

  return (
    <>
      <EntryList aria-labelledby={labelledBy}>
        {SETTINGS.map((entry) => (
          <li key={entry.id}>
            <Button variant="ghost" fullWidth endIcon={<ChevronEndIcon />} onClick={() => setOpen(entry.id)}>
              {t(entry.label)}
            </Button>
          </li>
        ))}
      </EntryList>
      <Modal
        open={current !== undefined}
        onClose={() => setOpen(null)}
        title={current ? t(current.label) : ''}
        description={t('more.soon')}
        size="sm"
        footer={<Button onClick={() => setOpen(null)}>{t('common:actions.close')}</Button>}
      />
    </>
  );
}
