import { levelName, type SchoolRequest } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';

/**
 * The name of the level a request asks for, in the page's language: the stored level of that id
 * (its Arabic name in Arabic), else the name the backend sent, else null.
 */
export function useLevelAsked() {
  const { levels } = useReferenceLists();
  const { language } = useLanguage();
  return (request: SchoolRequest): string | null => {
    const level = levels.find((l) => l.level_id === Number(request.level));
    return level ? levelName(level, language) : (request.level_name ?? null);
  };
}
