import { renderHook } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useWelcome } from './use-welcome';

describe('useWelcome', () => {
  it("greets the parent by first name and lists their children's areas", () => {
    const { wrapper } = hookWrapper({ user: demoSessionUser('parent') });
    const { result } = renderHook(() => useWelcome('parent'), { wrapper });

    expect(result.current.greetingName).toBe('Meryem');
    expect(result.current.isOwnHome).toBe(true);
    expect(result.current.content.areas.map((area) => area.id)).toEqual([
      'children',
      'homework',
      'grades',
      'absences',
      'messages',
    ]);
  });

  it("lists a professor's classes, roll call, grades, textbook and timetable", () => {
    const { wrapper } = hookWrapper({ user: demoSessionUser('prof') });
    const { result } = renderHook(() => useWelcome('professor'), { wrapper });

    expect(result.current.greetingName).toBe('Rachid');
    expect(result.current.content.areas.map((area) => area.id)).toEqual([
      'classes',
      'rollCall',
      'grades',
      'textbook',
      'timetable',
    ]);
  });

  it("lists an administrator's school setup, timetables, students and report cards", () => {
    const { wrapper } = hookWrapper({ user: demoSessionUser('ecole') });
    const { result } = renderHook(() => useWelcome('school_admin'), { wrapper });

    expect(result.current.isOwnHome).toBe(true);
    expect(result.current.content.areas.map((area) => area.id)).toEqual([
      'setup',
      'timetable',
      'students',
      'reportCards',
    ]);
  });

  it('falls back on the username when the account has no names, and tells another role apart', () => {
    const user = demoSessionUser('parent', { firstName: '', name: '' });
    const { wrapper } = hookWrapper({ user });
    const { result } = renderHook(() => useWelcome('professor'), { wrapper });

    expect(result.current.greetingName).toBe('parent');
    expect(result.current.isOwnHome).toBe(false);
  });
});
