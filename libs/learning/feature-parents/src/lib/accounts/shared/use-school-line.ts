import { useCallback } from 'react';
import type { ParentChild } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';

/**
 * A value written inside an Arabic sentence (a French school name), isolated like `<bdi>`
 * (first-strong isolate … pop) so its punctuation stays with it. Latin values in a French or
 * English sentence need nothing: they are left as they are.
 */
function isolateIn(language: string, text: string): string {
  return language === 'ar' ? `\u2068${text}\u2069` : text;
}

/**
 * How the accounts' pages name where a child stands, in the page's language:
 * - `school(child)`: "school, classe X", the school alone, or "Pas encore relié à une école";
 * - `level(child)`: the level's name (its Arabic name on an Arabic page), '' when unknown;
 * - `isolate(text)`: a name to write inside a sentence (isolated on an Arabic page).
 */
export function useSchoolLine() {
  const { t } = useTranslation('learning-children');
  const { language } = useLanguage();
  const { levels } = useReferenceLists();

  const isolate = useCallback((text: string) => isolateIn(language, text), [language]);

  const school = useCallback(
    (child: Pick<ParentChild, 'school_name' | 'class_name'>): string => {
      if (!child.school_name) return t('children.noSchool');
      const name = isolate(child.school_name);
      return child.class_name
        ? t('children.schoolAndClass', { school: name, classe: isolate(child.class_name) })
        : t('children.school', { school: name });
    },
    [t, isolate],
  );

  const level = useCallback(
    (child: Pick<ParentChild, 'current_level' | 'level_name'>): string => {
      const known = levels.find((l) => l.level_id === child.current_level);
      const name = (language === 'ar' && known?.name_ar) || child.level_name || known?.name || '';
      return name && isolate(name);
    },
    [levels, language, isolate],
  );

  return { school, level, isolate };
}
