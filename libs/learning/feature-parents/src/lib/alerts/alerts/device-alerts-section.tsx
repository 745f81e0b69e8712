import { useId } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Checkbox, SectionCard, SectionTitle } from '@kk/ui-kit';
import { useDeviceAlerts } from './use-device-alerts';

/** "Recevoir les alertes sur cet appareil": asks the browser only on the parent's click. */
export function DeviceAlertsSection() {
  const { t } = useTranslation('learning-alerts');
  const titleId = useId();
  const { state, toggle, asking } = useDeviceAlerts();
  const blocked = state === 'unsupported' || state === 'denied';
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('device.title')}</SectionTitle>
      <Checkbox
        label={t('device.switch')}
        hint={t('device.hint')}
        checked={state === 'on'}
        disabled={blocked || asking}
        onChange={() => void toggle()}
      />
      {blocked && <Alert tone="info">{t(state === 'unsupported' ? 'device.unsupported' : 'device.denied')}</Alert>}
    </SectionCard>
  );
}
