import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeRoot } from '../lib/theme/theme-root';
import type { Direction } from '../lib/theme/direction';

/** Options of renderWithTheme. */
export interface ThemeRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Writing direction of the ThemeRoot. @default 'ltr' */
  dir?: Direction;
}

/** Renders `ui` inside ThemeRoot, as the apps do. */
export function renderWithTheme(ui: ReactElement, { dir = 'ltr', ...options }: ThemeRenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeRoot dir={dir}>{children}</ThemeRoot>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
