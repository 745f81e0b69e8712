import type { Avatar } from '@kk/domain';
import { svgDataUrl } from '../seed/images';

/** Animal names of the seeded avatars (French, as the platform shows them). */
const AVATAR_NAMES = [
  'Lion de l’Atlas',
  'Fennec',
  'Chameau',
  'Cigogne',
  'Macaque',
  'Gazelle',
  'Hérisson',
  'Faucon',
  'Tortue',
  'Dauphin',
  'Hibou',
  'Renard',
  'Panda',
  'Koala',
  'Pingouin',
  'Girafe',
  'Éléphant',
  'Zèbre',
  'Tigre',
  'Ours',
  'Lapin',
  'Chat',
  'Chien',
  'Flamant rose',
  'Perroquet',
  'Poulpe',
  'Baleine',
  'Grenouille',
  'Abeille',
  'Papillon',
  'Robot bleu',
  'Robot orange',
  'Astronaute',
  'Dragon',
  'Licorne',
  'Dinosaure',
] as const;

const BACKGROUNDS = ['#ffd54f', '#4fc3f7', '#aed581', '#f48fb1', '#ce93d8', '#ffab91', '#80cbc4', '#9fa8da', '#fff176'];
const FACES = ['#8d6e63', '#ff8a65', '#a1887f', '#f5f5f5', '#90a4ae', '#ffcc80', '#bcaaa4', '#ffe082'];

/** A friendly round face with ears, eyes and a smile: no text, so it reads the same in every language. */
function avatarSvg(index: number): string {
  const bg = BACKGROUNDS[index % BACKGROUNDS.length];
  const face = FACES[(index * 5) % FACES.length];
  const ear =
    index % 3 === 0
      ? 'M22 34 L30 12 L42 30 Z M78 34 L70 12 L58 30 Z'
      : 'M20 30 a12 12 0 1 1 20 -6 Z M80 30 a12 12 0 1 0 -20 -6 Z';
  const eyes =
    index % 2 === 0
      ? '<circle cx="38" cy="50" r="5"/><circle cx="62" cy="50" r="5"/>'
      : '<rect x="33" y="46" width="10" height="8" rx="3"/><rect x="57" y="46" width="10" height="8" rx="3"/>';
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" rx="50" fill="${bg}"/><path d="${ear}" fill="${face}"/><circle cx="50" cy="56" r="30" fill="${face}"/><g fill="#263238">${eyes}</g><path d="M40 66 q10 9 20 0" stroke="#263238" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`,
  );
}

/** The 36 avatars of the seed, ids 1 to 36. */
export function seedAvatars(): Avatar[] {
  return AVATAR_NAMES.map((name, i) => ({ id: i + 1, name, image_url: avatarSvg(i) }));
}
