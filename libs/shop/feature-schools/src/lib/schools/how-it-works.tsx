import { useState } from 'react';
import { useTranslation } from '@kk/i18n';
import { Collapsible } from '@kk/ui-kit';
import { LazyUnlistedSchoolForm } from '../unlisted-school/lazy-unlisted-school-form';
import { Missing, MissingText, MissingTitle, Step, Steps } from './schools-page.styles';

/** Props of HowItWorks. */
export interface HowItWorksProps {
  /**
   * Shows the unlisted-school form inside. Off while the list itself shows it (nothing found),
   * so the page never holds the same form twice.
   * @default true
   */
  showForm?: boolean;
}

/**
 * The collapsible "second page" of home (§2): closed by default so the schools stay first. It
 * explains the three steps of the shop and offers the unlisted-school form to users who did not
 * find their school, without having to search for nothing first. The form is drawn (and its code
 * downloaded) once the second page is first opened, then kept, so closing it loses nothing.
 */
export function HowItWorks({ showForm = true }: HowItWorksProps) {
  const { t } = useTranslation('shop-schools');
  const [opened, setOpened] = useState(false);
  return (
    <Collapsible title={t('more.title')} headingLevel={2} onOpenChange={(open) => open && setOpened(true)}>
      <Steps>
        <Step>
          <strong>{t('more.step1Title')}</strong>
          <span>{t('more.step1Text')}</span>
        </Step>
        <Step>
          <strong>{t('more.step2Title')}</strong>
          <span>{t('more.step2Text')}</span>
        </Step>
        <Step>
          <strong>{t('more.step3Title')}</strong>
          <span>{t('more.step3Text')}</span>
        </Step>
      </Steps>
      <Missing>
        <MissingTitle>{t('more.missingTitle')}</MissingTitle>
        <MissingText>{t('more.missingText')}</MissingText>
        {showForm && opened && <LazyUnlistedSchoolForm showTitle={false} />}
      </Missing>
    </Collapsible>
  );
}
