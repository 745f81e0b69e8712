import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import { FormActions } from '../shared/account-form.styles';
import { Credential, CredentialList, CredentialValue, ScreenOnly } from './credentials-card.styles';
import type { ChildCredentials } from './use-add-child';

/** Where "J'ai noté les identifiants" leads. */
const CHILDREN_PATH = '/parent/enfants';

type Copied = 'username' | 'password' | null;

function CredentialRow({
  label,
  value,
  copyLabel,
  copied,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('learning-children');
  return (
    <Credential>
      <dt>{label}</dt>
      <dd>
        <CredentialValue dir="ltr">{value}</CredentialValue>
        <ScreenOnly>
          <Button variant="secondary" size="sm" onClick={onCopy} aria-label={copyLabel}>
            {copied ? t('credentials.copied') : copyLabel}
          </Button>
        </ScreenOnly>
      </dd>
    </Credential>
  );
}

/** Props of {@link CredentialsCard}. */
export interface CredentialsCardProps {
  /** The new child's username and password (from `child_register`). */
  credentials: ChildCredentials;
}

/**
 * The new child's sign-in, shown once: "Notez ces identifiants : ils ne seront plus affichés", the
 * username and the password large enough to copy by hand, a copy button for each, "Imprimer" (the
 * buttons are left off the paper) and "J'ai noté les identifiants", which goes back to the list.
 */
export function CredentialsCard({ credentials }: CredentialsCardProps) {
  const { t } = useTranslation('learning-children');
  const navigate = useNavigate();
  const titleId = useId();
  const [copied, setCopied] = useState<Copied>(null);

  const copy = (which: Exclude<Copied, null>) => {
    void navigator.clipboard
      ?.writeText(credentials[which])
      .then(() => setCopied(which))
      .catch(() => setCopied(null));
  };

  return (
    <SectionCard aria-labelledby={titleId} data-ui="child-credentials">
      <SectionTitle id={titleId}>{t('credentials.title', { name: credentials.name })}</SectionTitle>
      <Alert tone="warning" title={t('credentials.warning')}>
        {t('credentials.howTo')}
      </Alert>
      <CredentialList>
        <CredentialRow
          label={t('credentials.username')}
          value={credentials.username}
          copyLabel={t('credentials.copyUsername')}
          copied={copied === 'username'}
          onCopy={() => copy('username')}
        />
        <CredentialRow
          label={t('credentials.password')}
          value={credentials.password}
          copyLabel={t('credentials.copyPassword')}
          copied={copied === 'password'}
          onCopy={() => copy('password')}
        />
      </CredentialList>
      <SectionNote role="status">{copied ? t('credentials.copied') : ''}</SectionNote>
      <ScreenOnly>
        <FormActions>
          <Button onClick={() => navigate(CHILDREN_PATH)}>{t('credentials.done')}</Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('credentials.print')}
          </Button>
        </FormActions>
      </ScreenOnly>
    </SectionCard>
  );
}
