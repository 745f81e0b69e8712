export { LanguageSwitcher, type LanguageSwitcherProps, type LanguageOption } from './language-switcher';
export { LanguageSelect } from './language-select';
