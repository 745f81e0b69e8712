import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeRoot } from '../lib/theme/theme-root';
import type { Direction } from '../lib/theme/direction';

/** Options of renderWithTheme. */
export interface ThemeRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Writing direction of the ThemeRoot. @default 'ltr' */
  dir?: Direction;
  /** Language of the ThemeRoot (the kit's own texts follow it). @default 'fr' */
  lang?: string;
}

/** Renders `ui` inside ThemeRoot, as the apps do. */
export function renderWithTheme(ui: ReactElement, { dir = 'ltr', lang = 'fr', ...options }: ThemeRenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeRoot dir={dir} lang={lang}>
        {children}
      </ThemeRoot>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
