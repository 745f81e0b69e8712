import type { DemandeData } from '@kk/domain';
import {
  draftPayload,
  initialQuantities,
  mergePageIntoDraft,
  keepOnlyPage,
  otherArticlesCount,
  otherLists,
  type PageSelection,
} from './demande-draft';

const lines = [
  { id: 10, school_id: 1, level_id: 3, quantity: 2 },
  { id: 11, school_id: 1, level_id: 3, quantity: 1 },
  { id: 20, school_id: 1, level_id: 4, quantity: 3 },
];

const page = (quantities: PageSelection['quantities'], levelIds = [3, 4]): PageSelection => ({
  schoolId: 1,
  levelIds,
  lines,
  quantities,
});

const otherSchoolDraft: DemandeData = {
  fournitures_articles: [{ id: 90, quantity: 1 }],
  schools_levels: [[7, 5]],
  schools_levels_dict: { '7': [5] },
};

describe('initialQuantities', () => {
  it('starts each line at the quantity the school asks for when the draft has nothing for its level', () => {
    expect(initialQuantities(lines, null)).toEqual({ 10: 2, 11: 1, 20: 3 });
    expect(initialQuantities(lines, otherSchoolDraft)).toEqual({ 10: 2, 11: 1, 20: 3 });
  });

  it('restores what the draft holds for a level it has, 0 for a line left out', () => {
    const draft: DemandeData = {
      fournitures_articles: [{ id: 10, quantity: 5 }],
      schools_levels: [[1, 3]],
      schools_levels_dict: { '1': [3] },
    };
    expect(initialQuantities(lines, draft)).toEqual({ 10: 5, 11: 0, 20: 3 });
  });
});

describe('mergePageIntoDraft', () => {
  it('builds the draft from the page: lines at 0 left out, only levels with something picked', () => {
    const draft = mergePageIntoDraft(null, page({ 10: 2, 11: 0, 20: 0 }));
    expect(draft).toEqual({
      fournitures_articles: [{ id: 10, quantity: 2 }],
      schools_levels: [[1, 3]],
      schools_levels_dict: { '1': [3] },
    });
  });

  it("keeps other schools' lists first and adds the page's after them", () => {
    const draft = mergePageIntoDraft(otherSchoolDraft, page({ 10: 1, 11: 1, 20: 2 }));
    expect(draft.fournitures_articles).toEqual([
      { id: 90, quantity: 1 },
      { id: 10, quantity: 1 },
      { id: 11, quantity: 1 },
      { id: 20, quantity: 2 },
    ]);
    expect(draft.schools_levels).toEqual([
      [7, 5],
      [1, 3],
      [1, 4],
    ]);
    expect(draft.schools_levels_dict).toEqual({ '7': [5], '1': [3, 4] });
  });

  it("replaces the page's earlier entries instead of adding them twice", () => {
    const first = mergePageIntoDraft(otherSchoolDraft, page({ 10: 1, 11: 1, 20: 2 }));
    const again = mergePageIntoDraft(first, page({ 10: 4, 11: 0, 20: 0 }));
    expect(again.fournitures_articles).toEqual([
      { id: 90, quantity: 1 },
      { id: 10, quantity: 4 },
    ]);
    expect(again.schools_levels).toEqual([
      [7, 5],
      [1, 3],
    ]);
  });

  it('keeps another level of the same school added earlier', () => {
    const levelFour = mergePageIntoDraft(null, page({ 20: 3 }, [4]));
    const withLevelThree = mergePageIntoDraft(levelFour, page({ 10: 1, 11: 1 }, [3]));
    expect(withLevelThree.schools_levels).toEqual([
      [1, 4],
      [1, 3],
    ]);
    expect(withLevelThree.fournitures_articles.map((a) => a.id)).toEqual([20, 10, 11]);
  });
});

describe('draftPayload', () => {
  it('is the articles and pairs of the draft', () => {
    expect(draftPayload(otherSchoolDraft)).toEqual({
      fournitures_articles: [{ id: 90, quantity: 1 }],
      schools_levels: [[7, 5]],
    });
  });

  it('is null when nothing is asked for', () => {
    expect(draftPayload(null)).toBeNull();
    expect(draftPayload(mergePageIntoDraft(null, page({ 10: 0, 11: 0, 20: 0 })))).toBeNull();
  });
});

describe('other lists of the draft', () => {
  it('lists what is not on the page, other schools and other levels of this school, and counts their articles', () => {
    const levelFour = mergePageIntoDraft(otherSchoolDraft, page({ 20: 3 }, [4]));
    const draft = mergePageIntoDraft(levelFour, page({ 10: 1, 11: 1 }, [3]));
    const levelThreePage = page({}, [3]);
    expect(otherLists(draft, levelThreePage)).toEqual([
      { schoolId: 7, levelIds: [5] },
      { schoolId: 1, levelIds: [4] },
    ]);
    expect(otherArticlesCount(draft, { lines: lines.filter((l) => l.level_id === 3) })).toBe(2);
    expect(otherLists(null, levelThreePage)).toEqual([]);
  });

  it("forgets the other lists and keeps the page's", () => {
    const draft = mergePageIntoDraft(otherSchoolDraft, page({ 10: 1, 11: 0, 20: 2 }));
    expect(keepOnlyPage(draft, page({}))).toEqual({
      fournitures_articles: [
        { id: 10, quantity: 1 },
        { id: 20, quantity: 2 },
      ],
      schools_levels: [
        [1, 3],
        [1, 4],
      ],
      schools_levels_dict: { '1': [3, 4] },
    });
    expect(keepOnlyPage(otherSchoolDraft, page({}))).toBeNull();
  });
});
