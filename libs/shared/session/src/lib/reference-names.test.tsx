import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@kk/domain';
import { useReferenceNames } from './reference-names';
import { SessionProvider } from './session-provider';
import { makeStore } from './store';

afterEach(() => localStorage.clear());

async function wrapperIn(lng: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <SessionProvider store={makeStore()} bootstrap={false}>
          {children}
        </SessionProvider>
      </I18nextProvider>
    );
  };
}

function storeLists() {
  localStorage.setItem(
    STORAGE_KEYS.levels,
    JSON.stringify([{ level_id: 5, name: 'CM2', name_ar: 'المستوى الخامس', group_id: 1, subjects_ids: [] }]),
  );
  localStorage.setItem(STORAGE_KEYS.levelGroups, JSON.stringify([{ id: 1, name: 'Primaire' }]));
  localStorage.setItem(
    STORAGE_KEYS.subjects,
    JSON.stringify([{ subject_id: 2, name: 'Mathématiques', name_ar: 'الرياضيات' }]),
  );
}

describe('useReferenceNames', () => {
  it('names a level and a subject in Arabic, found by id or by the French name an item carries', async () => {
    storeLists();
    const { result } = renderHook(() => useReferenceNames(), { wrapper: await wrapperIn('ar') });

    expect(result.current.level('CM2')).toBe('المستوى الخامس');
    expect(result.current.level(' cm2 ')).toBe('المستوى الخامس');
    expect(result.current.level('', 5)).toBe('المستوى الخامس');
    expect(result.current.subject('Mathématiques')).toBe('الرياضيات');
    expect(result.current.subject('Maths', 2)).toBe('الرياضيات');
  });

  it('keeps the French names in French, and shows unknown names as sent', async () => {
    storeLists();
    const fr = renderHook(() => useReferenceNames(), { wrapper: await wrapperIn('fr') });
    expect(fr.result.current.level('CM2')).toBe('CM2');

    const ar = renderHook(() => useReferenceNames(), { wrapper: await wrapperIn('ar') });
    expect(ar.result.current.level('Terminale Bac Pro')).toBe('Terminale Bac Pro');
    expect(ar.result.current.subject(null)).toBe('');
  });
});
