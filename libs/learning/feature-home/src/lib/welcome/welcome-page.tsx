import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { selectLearningRole, useAppSelector } from '@kk/session';
import { Badge, ButtonLink, Card, Page, SectionCard, SectionTitle } from '@kk/ui-kit';
import type { AdultRole } from './welcome-areas';
import { AreaBody, AreaGrid, Areas, AreaIcon, AreaText, AreaTitle, Meanwhile } from './welcome.styles';
import { useWelcome } from './use-welcome';

/** Props of {@link WelcomePage}. */
export interface WelcomePageProps {
  /** Whose home it is. */
  audience: AdultRole;
}

/**
 * An adult's home until their area is built (issues 15 and 16): greets them ("vous"), lists what
 * they will find here as cards marked "Bientôt disponible", and offers what they can already do
 * (their profile). Never the student's dashboard: no level choice, no class rank.
 */
export function WelcomePage({ audience }: WelcomePageProps) {
  const { t } = useTranslation('learning-home');
  const { user, greetingName, content } = useWelcome(audience);
  const areasId = useId();
  const meanwhileId = useId();
  if (!user) return null;
  return (
    <Page title={t(content.titleKey, { name: greetingName })} description={t(content.introKey)}>
      <Areas aria-labelledby={areasId}>
        <SectionTitle id={areasId}>{t('welcome.comingTitle')}</SectionTitle>
        <AreaGrid>
          {content.areas.map((area) => (
            <Card as="li" key={area.id} data-area={area.id}>
              <AreaBody>
                <AreaIcon aria-hidden="true">{area.icon}</AreaIcon>
                <AreaTitle>{t(area.titleKey)}</AreaTitle>
                <AreaText>{t(area.textKey)}</AreaText>
                <Badge tone="info" size="sm">
                  {t('welcome.soon')}
                </Badge>
              </AreaBody>
            </Card>
          ))}
        </AreaGrid>
      </Areas>
      <SectionCard aria-labelledby={meanwhileId}>
        <SectionTitle id={meanwhileId}>{t('welcome.meanwhile.title')}</SectionTitle>
        <Meanwhile>
          <p>{t('welcome.meanwhile.text')}</p>
          <ButtonLink as={RouterLink} to="/profil" variant="secondary">
            {t('welcome.meanwhile.profile')}
          </ButtonLink>
        </Meanwhile>
      </SectionCard>
    </Page>
  );
}

/**
 * The home of the signed-in adult, at their role's path (`/parent`, `/professeur`, `/ecole`): a
 * parent's children (homework, grades, absences, messages), a professor's classes (roll call,
 * grades, textbook, timetable), an administrator's school (setup, timetables, students, report
 * cards), all to come. The route's `RequireRole` lets only that role in; a student (never sent here)
 * sees nothing.
 */
export function AdultHomePage() {
  const role = useAppSelector(selectLearningRole);
  return role === 'student' ? null : <WelcomePage audience={role} />;
}
