import type { Question } from '@kk/domain';
import { SUBJECT_IDS } from '../seed/reference-lists';

/**
 * The questions of the exam and exercise player (assumed contract, see
 * libs/shared/api-clients/README.md): static, in French, for children. A question row carries its
 * key (never served with the question) and an explanation shown with the correction.
 */

/** What a right answer is: the choice ids (in order, for ordering), the true/false value, or the accepted texts. */
export interface QuestionKey {
  choice_ids?: number[];
  value?: boolean;
  /** Accepted short answers; compared without case, accents or extra spaces. */
  texts?: string[];
}

/** A question with its key. */
export interface QuestionRow extends Question {
  key: QuestionKey;
  explanation: string;
}

/** A question written without ids: choices as labels, the key as labels or indexes. */
type QuestionDraft =
  | { type: 'single_choice'; prompt: string; choices: string[]; answer: number; explanation: string; hint?: string }
  | { type: 'multiple_choice'; prompt: string; choices: string[]; answers: number[]; explanation: string }
  | { type: 'true_false'; prompt: string; answer: boolean; explanation: string }
  | { type: 'short_answer'; prompt: string; answers: string[]; explanation: string; hint?: string }
  /** Items in the right order; served in another order. */
  | { type: 'ordering'; prompt: string; items: string[]; explanation: string };

const q = (draft: QuestionDraft) => draft;

/** The six playable exams of the demo student's level (1ère année collège), one per §9 combination. */
export const PLAYER_EXAM_SETS: Record<string, readonly QuestionDraft[]> = {
  fractions: [
    q({
      type: 'single_choice',
      prompt: 'Une pizza est coupée en 8 parts égales. Tu en manges 3. Quelle fraction de la pizza as-tu mangée ?',
      choices: ['3/8', '8/3', '3/5', '5/8'],
      answer: 0,
      explanation: 'Tu as mangé 3 parts sur 8 : c’est 3/8.',
    }),
    q({
      type: 'true_false',
      prompt: '1/2 est plus grand que 1/4.',
      answer: true,
      explanation: 'Une moitié est plus grande qu’un quart : 1/2 = 2/4.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Quelles fractions sont égales à 1/2 ?',
      choices: ['2/4', '3/6', '2/3', '5/10'],
      answers: [0, 1, 3],
      explanation: '2/4, 3/6 et 5/10 font toutes la moitié ; 2/3 est plus grand.',
    }),
    q({
      type: 'short_answer',
      prompt: 'Combien font 1/4 + 2/4 ? Écris ta réponse sous forme de fraction.',
      answers: ['3/4'],
      explanation: 'Les dénominateurs sont les mêmes : on ajoute les numérateurs, 1 + 2 = 3, donc 3/4.',
      hint: 'Exemple : 5/8',
    }),
    q({
      type: 'ordering',
      prompt: 'Range ces fractions de la plus petite à la plus grande.',
      items: ['1/8', '1/4', '1/2', '3/4'],
      explanation: '1/8 < 1/4 < 1/2 < 3/4 : plus on a de parts, plus la fraction est grande.',
    }),
    q({
      type: 'single_choice',
      prompt: 'Quelle fraction de l’heure représentent 30 minutes ?',
      choices: ['1/4', '1/3', '1/2', '3/4'],
      answer: 2,
      explanation: 'Une heure fait 60 minutes ; 30 minutes, c’est la moitié : 1/2.',
    }),
  ],
  conjugaison: [
    q({
      type: 'single_choice',
      prompt: 'Complète : « Nous ___ au parc tous les samedis. »',
      choices: ['allons', 'allez', 'vont', 'va'],
      answer: 0,
      explanation: 'Avec « nous », le verbe aller au présent s’écrit « allons ».',
    }),
    q({
      type: 'true_false',
      prompt: '« Ils mangent » est au présent de l’indicatif.',
      answer: true,
      explanation: 'Oui : « ils mangent » décrit ce qui se passe maintenant.',
    }),
    q({
      type: 'short_answer',
      prompt: 'Écris le verbe « finir » avec « je » au présent.',
      answers: ['je finis', 'finis'],
      explanation: 'Finir est un verbe du 2e groupe : je finis.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Lesquels de ces mots sont des verbes ?',
      choices: ['courir', 'maison', 'chanter', 'joli'],
      answers: [0, 2],
      explanation: '« Courir » et « chanter » sont des actions : ce sont des verbes.',
    }),
    q({
      type: 'ordering',
      prompt: 'Remets les mots dans l’ordre pour former une phrase.',
      items: ['Le', 'chat', 'dort', 'sur', 'le', 'canapé'],
      explanation: 'La phrase est : « Le chat dort sur le canapé. »',
    }),
  ],
  vivant: [
    q({
      type: 'single_choice',
      prompt: 'De quoi une plante verte a-t-elle besoin pour fabriquer sa nourriture ?',
      choices: ['De lumière', 'De sable', 'De bruit', 'De sucre en poudre'],
      answer: 0,
      explanation: 'Grâce à la lumière, la plante fabrique sa nourriture : c’est la photosynthèse.',
    }),
    q({
      type: 'true_false',
      prompt: 'La baleine est un poisson.',
      answer: false,
      explanation: 'La baleine respire de l’air et allaite ses petits : c’est un mammifère.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Lesquels de ces animaux sont des insectes ?',
      choices: ['La fourmi', 'L’araignée', 'L’abeille', 'L’escargot'],
      answers: [0, 2],
      explanation: 'Un insecte a 6 pattes : la fourmi et l’abeille. L’araignée en a 8.',
    }),
    q({
      type: 'ordering',
      prompt: 'Range les étapes de la vie d’une grenouille dans l’ordre.',
      items: ['L’œuf', 'Le têtard', 'La jeune grenouille', 'La grenouille adulte'],
      explanation: 'L’œuf devient têtard, puis jeune grenouille, puis grenouille adulte.',
    }),
  ],
  nombres: [
    q({
      type: 'short_answer',
      prompt: 'Combien font 12 × 5 ?',
      answers: ['60'],
      explanation: '12 × 5 = 60 (10 × 5 = 50, plus 2 × 5 = 10).',
    }),
    q({
      type: 'single_choice',
      prompt: 'Quel nombre est pair ?',
      choices: ['17', '23', '48', '51'],
      answer: 2,
      explanation: '48 se termine par 8 : il est divisible par 2, il est pair.',
    }),
    q({
      type: 'true_false',
      prompt: '1 000 est plus petit que 999.',
      answer: false,
      explanation: '1 000 a quatre chiffres, 999 seulement trois : 1 000 est plus grand.',
    }),
    q({
      type: 'ordering',
      prompt: 'Range ces nombres du plus petit au plus grand.',
      items: ['0,5', '2', '7,25', '10'],
      explanation: '0,5 < 2 < 7,25 < 10.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Quels nombres sont des multiples de 3 ?',
      choices: ['9', '14', '21', '25'],
      answers: [0, 2],
      explanation: '9 = 3 × 3 et 21 = 3 × 7 ; 14 et 25 ne sont pas dans la table de 3.',
    }),
  ],
  lecture: [
    q({
      type: 'single_choice',
      prompt: 'Quel est le contraire de « rapide » ?',
      choices: ['lent', 'grand', 'fort', 'doux'],
      answer: 0,
      explanation: 'Le contraire de rapide est lent.',
    }),
    q({
      type: 'true_false',
      prompt: '« Ils » est un pronom personnel.',
      answer: true,
      explanation: '« Ils » remplace un nom : c’est un pronom personnel.',
    }),
    q({
      type: 'short_answer',
      prompt: 'Écris le pluriel de « un cheval ».',
      answers: ['des chevaux', 'chevaux'],
      explanation: 'Les noms en -al font souvent leur pluriel en -aux : des chevaux.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Quels mots sont des adjectifs ?',
      choices: ['joyeux', 'courir', 'rouge', 'table'],
      answers: [0, 2],
      explanation: '« Joyeux » et « rouge » décrivent un nom : ce sont des adjectifs.',
    }),
  ],
  corps: [
    q({
      type: 'single_choice',
      prompt: 'Quel organe fait circuler le sang dans le corps ?',
      choices: ['Le cœur', 'L’estomac', 'Les poumons', 'Le cerveau'],
      answer: 0,
      explanation: 'Le cœur est une pompe : il fait circuler le sang.',
    }),
    q({
      type: 'true_false',
      prompt: 'Les poumons servent à respirer.',
      answer: true,
      explanation: 'Oui : les poumons font entrer l’air dans le corps.',
    }),
    q({
      type: 'multiple_choice',
      prompt: 'Quels aliments sont des fruits ?',
      choices: ['La pomme', 'La carotte', 'La banane', 'Le pain'],
      answers: [0, 2],
      explanation: 'La pomme et la banane sont des fruits ; la carotte est un légume.',
    }),
    q({
      type: 'ordering',
      prompt: 'Range le trajet des aliments dans l’ordre.',
      items: ['La bouche', 'L’œsophage', 'L’estomac', 'L’intestin'],
      explanation: 'Les aliments passent par la bouche, l’œsophage, l’estomac puis l’intestin.',
    }),
    q({
      type: 'short_answer',
      prompt: 'Combien de sens avons-nous ? Écris un nombre.',
      answers: ['5', 'cinq'],
      explanation: 'Nous avons 5 sens : la vue, l’ouïe, le toucher, le goût et l’odorat.',
    }),
  ],
};

/** Questions of the other exams and of the exercises, by subject (a general set for the others). */
const SUBJECT_SETS: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: ['fractions', 'nombres'],
  [SUBJECT_IDS.francais]: ['conjugaison', 'lecture'],
  [SUBJECT_IDS.svt]: ['vivant', 'corps'],
  [SUBJECT_IDS.eveil]: ['vivant', 'corps'],
};

const GENERAL_SETS = ['nombres', 'lecture', 'vivant'];

/** Ids of a question and its choices: unique per sheet. */
function materialise(drafts: readonly QuestionDraft[], base: number): QuestionRow[] {
  return drafts.map((draft, index) => {
    const id = base + index + 1;
    const choiceId = (c: number) => id * 10 + c + 1;
    const common = { id, prompt: draft.prompt, points: 1, explanation: draft.explanation };
    switch (draft.type) {
      case 'single_choice':
        return {
          ...common,
          type: draft.type,
          hint: draft.hint ?? null,
          choices: draft.choices.map((label, c) => ({ id: choiceId(c), label })),
          key: { choice_ids: [choiceId(draft.answer)] },
        };
      case 'multiple_choice':
        return {
          ...common,
          type: draft.type,
          hint: 'Plusieurs réponses sont possibles.',
          choices: draft.choices.map((label, c) => ({ id: choiceId(c), label })),
          key: { choice_ids: draft.answers.map(choiceId) },
        };
      case 'true_false':
        return { ...common, type: draft.type, hint: null, choices: [], key: { value: draft.answer } };
      case 'short_answer':
        return { ...common, type: draft.type, hint: draft.hint ?? null, choices: [], key: { texts: draft.answers } };
      case 'ordering': {
        const choices = draft.items.map((label, c) => ({ id: choiceId(c), label }));
        // Served in another order: the second half first, then the first half reversed.
        const half = Math.ceil(choices.length / 2);
        const served = [...choices.slice(half), ...choices.slice(0, half).reverse()];
        return {
          ...common,
          type: draft.type,
          hint: null,
          choices: served,
          key: { choice_ids: choices.map((c) => c.id) },
        };
      }
    }
  });
}

/** The questions of a named set (one of {@link PLAYER_EXAM_SETS}) for sheet `base`. */
export function questionsOfSet(set: string, base: number): QuestionRow[] {
  return materialise(PLAYER_EXAM_SETS[set] ?? [], base);
}

/**
 * The questions of a sheet without a set of its own (the other exams, every exercise): 4 to 6
 * questions of its subject's sets, picked by its id, so each sheet always gets the same ones.
 */
export function questionsForSubject(subjectId: number, sheetId: number, base: number): QuestionRow[] {
  const sets = SUBJECT_SETS[subjectId] ?? GENERAL_SETS;
  const pool = sets.flatMap((set) => PLAYER_EXAM_SETS[set] ?? []);
  const count = 4 + (sheetId % 3);
  const picked = Array.from(
    { length: Math.min(count, pool.length) },
    (_, i) => pool[(sheetId * 7 + i * 5) % pool.length],
  );
  const unique = [...new Set(picked)];
  return materialise(unique, base);
}
