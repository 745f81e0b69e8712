export { LanguageSwitcher, type LanguageSwitcherProps, type LanguageOption } from './language-switcher';
