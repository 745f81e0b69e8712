import { activityPath, challengePath, examPath, homeworkPath } from './paths';

describe('paths of the dashboard items', () => {
  it('open the exam player, the challenge and the course of a homework subject', () => {
    expect(examPath({ id: 4 })).toBe('/examens/4');
    expect(challengePath({ id: 9 })).toBe('/defis/9');
    expect(homeworkPath({ subject_id: 3 })).toBe('/cours/3');
  });

  it.each([
    ['exercise', '/exercices/12'],
    ['exam', '/examens/12'],
    ['challenge', '/defis/12'],
    ['course', '/cours/5'],
    ['video', '/cours/5'],
  ] as const)('open an activity of type %s at %s', (type, path) => {
    expect(activityPath({ type, target_id: 12, subject_id: 5 })).toBe(path);
  });
});
