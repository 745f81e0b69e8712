import type { Avatar } from '@kk/domain';
import { svgDataUrl } from '../seed/images';

const INK = '#263238';
const BACKGROUNDS = ['#ffe082', '#b3e5fc', '#c5e1a5', '#f8bbd0', '#d1c4e9', '#ffccbc'];

/** Two round eyes at the given height. */
const eyes = (y = 50, r = 4.5) =>
  `<circle cx="40" cy="${y}" r="${r}" fill="${INK}"/><circle cx="60" cy="${y}" r="${r}" fill="${INK}"/>`;
/** A small smile under the nose. */
const smile = (y = 68) =>
  `<path d="M43 ${y} q7 6 14 0" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
/** A round face. */
const face = (fill: string, r = 28, cy = 56) => `<circle cx="50" cy="${cy}" r="${r}" fill="${fill}"/>`;
/** Two pointed ears. */
const pointyEars = (fill: string, tall = 12) =>
  `<path d="M24 44 L30 ${tall} L46 32 Z M76 44 L70 ${tall} L54 32 Z" fill="${fill}"/>`;
/** Two round ears. */
const roundEars = (fill: string, r = 10, y = 32) =>
  `<circle cx="28" cy="${y}" r="${r}" fill="${fill}"/><circle cx="72" cy="${y}" r="${r}" fill="${fill}"/>`;
/** A nose as a small down triangle. */
const nose = (fill = INK, y = 60) => `<path d="M46 ${y} h8 l-4 5 Z" fill="${fill}"/>`;
/** Whiskers on both cheeks. */
const whiskers = `<path d="M20 60 h14 M20 66 l14 -3 M80 60 h-14 M80 66 l-14 -3" stroke="${INK}" stroke-width="1.5"/>`;

/**
 * The seeded avatars: each picture draws the animal (or character) its name says, so the name a
 * screen reader announces and the visible tile always agree. French names, as the platform sends
 * them; the app translates them (`learning-home:profile.avatar.names.*`).
 */
const AVATARS: readonly (readonly [name: string, drawing: string])[] = [
  [
    'Lion',
    `<circle cx="50" cy="54" r="38" fill="#e08a2e"/>${roundEars('#f2b84b', 8, 28)}${face('#f6c75b', 26)}${eyes(50)}${nose('#6d4c41', 58)}${smile(66)}`,
  ],
  [
    'Fennec',
    `<path d="M26 50 L16 6 L44 34 Z M74 50 L84 6 L56 34 Z" fill="#e7c08a"/><path d="M27 42 L21 16 L38 34 Z M73 42 L79 16 L62 34 Z" fill="#f8bbd0"/>${face('#efd3a4', 25, 58)}${eyes(54)}${nose(INK, 64)}`,
  ],
  ['Chat', `${pointyEars('#90a4ae')}${face('#b0bec5')}${eyes(50)}${nose('#f06292')}${whiskers}${smile()}`],
  [
    'Renard',
    `${pointyEars('#e65100', 10)}${face('#f57c00')}<path d="M22 58 q14 24 28 22 q14 2 28 -22 q-14 8 -28 4 q-14 4 -28 -4 Z" fill="#fff"/>${eyes(50)}${nose(INK, 62)}`,
  ],
  [
    'Ours',
    `${roundEars('#795548')}${face('#8d6e63')}<ellipse cx="50" cy="66" rx="13" ry="10" fill="#d7ccc8"/>${eyes(50)}${nose(INK, 61)}`,
  ],
  [
    'Panda',
    `${roundEars(INK)}${face('#fafafa')}<ellipse cx="39" cy="52" rx="7" ry="9" fill="${INK}"/><ellipse cx="61" cy="52" rx="7" ry="9" fill="${INK}"/><circle cx="39" cy="51" r="2.5" fill="#fff"/><circle cx="61" cy="51" r="2.5" fill="#fff"/>${nose(INK, 62)}${smile(70)}`,
  ],
  [
    'Lapin',
    `<ellipse cx="38" cy="20" rx="7" ry="20" fill="#eceff1"/><ellipse cx="62" cy="20" rx="7" ry="20" fill="#eceff1"/><ellipse cx="38" cy="20" rx="3" ry="14" fill="#f8bbd0"/><ellipse cx="62" cy="20" rx="3" ry="14" fill="#f8bbd0"/>${face('#f5f5f5', 26, 60)}${eyes(56)}${nose('#f06292', 64)}`,
  ],
  [
    'Souris',
    `${roundEars('#9e9e9e', 15, 32)}<circle cx="28" cy="32" r="9" fill="#f8bbd0"/><circle cx="72" cy="32" r="9" fill="#f8bbd0"/>${face('#bdbdbd', 25, 60)}${eyes(56)}${nose('#f06292', 64)}${whiskers}`,
  ],
  [
    'Grenouille',
    `<circle cx="34" cy="34" r="12" fill="#66bb6a"/><circle cx="66" cy="34" r="12" fill="#66bb6a"/><ellipse cx="50" cy="60" rx="34" ry="24" fill="#66bb6a"/><circle cx="34" cy="34" r="7" fill="#fff"/><circle cx="66" cy="34" r="7" fill="#fff"/><circle cx="34" cy="35" r="3.5" fill="${INK}"/><circle cx="66" cy="35" r="3.5" fill="${INK}"/><path d="M32 64 q18 14 36 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  ],
  [
    'Hibou',
    `<path d="M22 36 L26 14 L40 28 Z M78 36 L74 14 L60 28 Z" fill="#6d4c41"/><ellipse cx="50" cy="56" rx="30" ry="32" fill="#8d6e63"/><circle cx="38" cy="48" r="11" fill="#fff"/><circle cx="62" cy="48" r="11" fill="#fff"/>${eyes(48, 5)}<path d="M45 58 h10 l-5 9 Z" fill="#ffa000"/>`,
  ],
  [
    'Cochon',
    `<path d="M24 40 L28 18 L44 30 Z M76 40 L72 18 L56 30 Z" fill="#f48fb1"/>${face('#f8bbd0')}${eyes(48)}<ellipse cx="50" cy="64" rx="12" ry="8" fill="#f48fb1"/><circle cx="46" cy="64" r="2.2" fill="${INK}"/><circle cx="54" cy="64" r="2.2" fill="${INK}"/>`,
  ],
  [
    'Singe',
    `<circle cx="22" cy="54" r="11" fill="#8d6e63"/><circle cx="78" cy="54" r="11" fill="#8d6e63"/><circle cx="22" cy="54" r="6" fill="#ffcc80"/><circle cx="78" cy="54" r="6" fill="#ffcc80"/>${face('#8d6e63')}<ellipse cx="50" cy="62" rx="20" ry="16" fill="#ffcc80"/>${eyes(50)}${smile(68)}`,
  ],
  [
    'Pingouin',
    `${face(INK, 32, 54)}<ellipse cx="50" cy="60" rx="22" ry="22" fill="#fafafa"/>${eyes(52)}<path d="M44 60 h12 l-6 7 Z" fill="#ffa000"/>`,
  ],
  [
    'Koala',
    `${roundEars('#9e9e9e', 15, 36)}<circle cx="26" cy="36" r="8" fill="#e0e0e0"/><circle cx="74" cy="36" r="8" fill="#e0e0e0"/>${face('#b0bec5')}${eyes(50)}<ellipse cx="50" cy="63" rx="7" ry="9" fill="${INK}"/>`,
  ],
  [
    'Tigre',
    `${roundEars('#fb8c00', 9, 32)}${face('#ffa726')}<path d="M50 29 v9 M42 31 l2 7 M58 31 l-2 7 M23 52 h9 M24 60 h8 M77 52 h-9 M76 60 h-8" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><ellipse cx="50" cy="66" rx="12" ry="9" fill="#fff"/>${eyes(50)}${nose(INK, 61)}`,
  ],
  [
    'Poussin',
    `<path d="M46 24 q4 -10 8 0 q4 -8 6 2" stroke="#f9a825" stroke-width="3" fill="none"/>${face('#ffee58', 30, 56)}${eyes(50)}<path d="M43 58 h14 l-7 8 Z" fill="#fb8c00"/>`,
  ],
  [
    'Robot',
    `<path d="M50 26 V14" stroke="#607d8b" stroke-width="3"/><circle cx="50" cy="12" r="5" fill="#e53935"/><rect x="22" y="26" width="56" height="54" rx="12" fill="#90a4ae"/><rect x="30" y="40" width="14" height="10" rx="3" fill="#4dd0e1"/><rect x="56" y="40" width="14" height="10" rx="3" fill="#4dd0e1"/><rect x="36" y="62" width="28" height="8" rx="2" fill="#eceff1"/><path d="M43 62 v8 M50 62 v8 M57 62 v8" stroke="#90a4ae" stroke-width="2"/>`,
  ],
  [
    'Chien',
    `${face('#d7b98e')}<ellipse cx="23" cy="54" rx="9" ry="18" fill="#6d4c41"/><ellipse cx="77" cy="54" rx="9" ry="18" fill="#6d4c41"/>${eyes(50)}<ellipse cx="50" cy="61" rx="6" ry="4.5" fill="${INK}"/><path d="M46 70 q4 8 8 0 Z" fill="#ef5350"/>`,
  ],
  [
    'Vache',
    `<path d="M28 34 q-10 -6 -8 -18 q6 10 14 12 Z M72 34 q10 -6 8 -18 q-6 10 -14 12 Z" fill="#bcaaa4"/>${face('#fafafa')}<circle cx="66" cy="38" r="6" fill="${INK}"/><circle cx="30" cy="60" r="5" fill="${INK}"/>${eyes(50)}<ellipse cx="50" cy="68" rx="16" ry="10" fill="#f8bbd0"/><circle cx="44" cy="68" r="2.5" fill="${INK}"/><circle cx="56" cy="68" r="2.5" fill="${INK}"/>`,
  ],
  [
    'Dinosaure',
    `<path d="M30 30 l6 -12 l6 10 l8 -14 l8 14 l6 -10 l6 12 Z" fill="#2e7d32"/>${face('#66bb6a', 29)}${eyes(50)}<circle cx="46" cy="62" r="1.8" fill="${INK}"/><circle cx="54" cy="62" r="1.8" fill="${INK}"/>${smile(70)}`,
  ],
  [
    'Licorne',
    `<path d="M44 30 L50 4 L56 30 Z" fill="#ffca28"/><path d="M24 44 q-2 -22 18 -20 q-10 8 -8 26 Z" fill="#f06292"/>${pointyEars('#f5f5f5', 18)}${face('#fafafa')}${eyes(52)}${smile(68)}`,
  ],
  [
    'Abeille',
    `<path d="M42 30 q-6 -14 -14 -16 M58 30 q6 -14 14 -16" stroke="${INK}" stroke-width="2.5" fill="none"/><circle cx="28" cy="14" r="3.5" fill="${INK}"/><circle cx="72" cy="14" r="3.5" fill="${INK}"/>${face('#fdd835')}<path d="M24 62 h52 v6 h-52 Z M27 74 h46 v5 h-46 Z" fill="${INK}"/>${eyes(48)}${smile(58)}`,
  ],
  [
    'Mouton',
    `<g fill="#fafafa"><circle cx="30" cy="36" r="12"/><circle cx="50" cy="28" r="13"/><circle cx="70" cy="36" r="12"/><circle cx="24" cy="56" r="11"/><circle cx="76" cy="56" r="11"/></g><ellipse cx="50" cy="60" rx="18" ry="22" fill="#5d4037"/>${eyes(54, 3.5).replaceAll(INK, '#fff')}<circle cx="40" cy="54" r="1.8" fill="${INK}"/><circle cx="60" cy="54" r="1.8" fill="${INK}"/>`,
  ],
  [
    'Poulpe',
    `<path d="M26 64 q-4 16 6 18 M38 70 q-2 14 6 14 M62 70 q2 14 -6 14 M74 64 q4 16 -6 18" stroke="#ab47bc" stroke-width="7" fill="none" stroke-linecap="round"/><ellipse cx="50" cy="48" rx="28" ry="26" fill="#ba68c8"/>${eyes(50)}${smile(60)}`,
  ],
  [
    'Hérisson',
    `<path d="M14 62 L20 40 L16 30 L28 30 L30 16 L40 24 L50 12 L60 24 L70 16 L72 30 L84 30 L80 40 L86 62 Z" fill="#6d4c41"/>${face('#ffe0b2', 24, 60)}${eyes(56)}${nose(INK, 64)}`,
  ],
  [
    'Éléphant',
    `<ellipse cx="20" cy="52" rx="14" ry="20" fill="#90a4ae"/><ellipse cx="80" cy="52" rx="14" ry="20" fill="#90a4ae"/>${face('#b0bec5', 26, 52)}${eyes(46)}<path d="M50 56 q-2 20 8 26" stroke="#b0bec5" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ],
  [
    'Girafe',
    `<path d="M40 28 V14 M60 28 V14" stroke="#a1887f" stroke-width="4"/><circle cx="40" cy="13" r="4" fill="#6d4c41"/><circle cx="60" cy="13" r="4" fill="#6d4c41"/>${face('#ffca28', 28, 54)}<circle cx="32" cy="40" r="5" fill="#a1887f"/><circle cx="70" cy="44" r="4" fill="#a1887f"/><circle cx="66" cy="72" r="4" fill="#a1887f"/>${eyes(50)}<ellipse cx="50" cy="68" rx="14" ry="8" fill="#ffe082"/>`,
  ],
  [
    'Ours polaire',
    `${roundEars('#eceff1')}${face('#fafafa')}<ellipse cx="50" cy="66" rx="13" ry="10" fill="#eceff1"/>${eyes(50)}${nose(INK, 61)}`,
  ],
  [
    'Loup',
    `${pointyEars('#607d8b', 8)}${face('#78909c')}<ellipse cx="50" cy="68" rx="14" ry="11" fill="#eceff1"/>${eyes(50)}${nose(INK, 62)}`,
  ],
  [
    'Raton laveur',
    `${pointyEars('#757575', 16)}${face('#9e9e9e')}<path d="M24 52 q13 -12 26 0 q13 -12 26 0 q-13 10 -26 2 q-13 8 -26 -2 Z" fill="${INK}"/><circle cx="39" cy="51" r="3" fill="#fff"/><circle cx="61" cy="51" r="3" fill="#fff"/><ellipse cx="50" cy="68" rx="10" ry="7" fill="#eeeeee"/>${nose(INK, 63)}`,
  ],
];

/** The avatar pictures: the animal on a coloured disc, no text (it reads the same in every language). */
function avatarSvg(index: number, drawing: string): string {
  const bg = BACKGROUNDS[index % BACKGROUNDS.length];
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" rx="50" fill="${bg}"/>${drawing}</svg>`,
  );
}

/** How many avatars the seed has. */
export const AVATAR_COUNT = AVATARS.length;

/** The 30 avatars of the seed, ids 1 to 30: a French name and the picture of what it names. */
export function seedAvatars(): Avatar[] {
  return AVATARS.map(([name, drawing], i) => ({ id: i + 1, name, image_url: avatarSvg(i, drawing) }));
}
