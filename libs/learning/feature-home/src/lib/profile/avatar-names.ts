import type { TranslationKey } from '@kk/i18n';

/**
 * The avatars' names as the platform sends them (French), with their translation: the picker shows
 * and announces the name in the user's language. A name the table does not know (an avatar added
 * on the server later) is shown as sent.
 */
const AVATAR_NAME_KEYS: Readonly<Record<string, TranslationKey>> = {
  Lion: 'learning-home:profile.avatar.names.lion',
  Fennec: 'learning-home:profile.avatar.names.fennec',
  Chat: 'learning-home:profile.avatar.names.cat',
  Renard: 'learning-home:profile.avatar.names.fox',
  Ours: 'learning-home:profile.avatar.names.bear',
  Panda: 'learning-home:profile.avatar.names.panda',
  Lapin: 'learning-home:profile.avatar.names.rabbit',
  Souris: 'learning-home:profile.avatar.names.mouse',
  Grenouille: 'learning-home:profile.avatar.names.frog',
  Hibou: 'learning-home:profile.avatar.names.owl',
  Cochon: 'learning-home:profile.avatar.names.pig',
  Singe: 'learning-home:profile.avatar.names.monkey',
  Pingouin: 'learning-home:profile.avatar.names.penguin',
  Koala: 'learning-home:profile.avatar.names.koala',
  Tigre: 'learning-home:profile.avatar.names.tiger',
  Poussin: 'learning-home:profile.avatar.names.chick',
  Robot: 'learning-home:profile.avatar.names.robot',
  Chien: 'learning-home:profile.avatar.names.dog',
  Vache: 'learning-home:profile.avatar.names.cow',
  Dinosaure: 'learning-home:profile.avatar.names.dinosaur',
  Licorne: 'learning-home:profile.avatar.names.unicorn',
  Abeille: 'learning-home:profile.avatar.names.bee',
  Mouton: 'learning-home:profile.avatar.names.sheep',
  Poulpe: 'learning-home:profile.avatar.names.octopus',
  Hérisson: 'learning-home:profile.avatar.names.hedgehog',
  Éléphant: 'learning-home:profile.avatar.names.elephant',
  Girafe: 'learning-home:profile.avatar.names.giraffe',
  'Ours polaire': 'learning-home:profile.avatar.names.polarBear',
  Loup: 'learning-home:profile.avatar.names.wolf',
  'Raton laveur': 'learning-home:profile.avatar.names.raccoon',
};

/** The translation key of an avatar's name, or undefined for a name the app does not know. */
export function avatarNameKey(name: string): TranslationKey | undefined {
  return AVATAR_NAME_KEYS[name.trim()];
}
