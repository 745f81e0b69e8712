import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pageReady } from '../bootstrap/prerendered-page';

/** Path of the error screen (§2). */
export const ERROR_PAGE_PATH = '/ErrorPage';

interface CrashCatcherProps {
  pathname: string;
  children: ReactNode;
}

interface CrashCatcherState {
  /** The screen crashed: nothing is drawn until the user is somewhere else. */
  crashed: boolean;
  /** The path the state belongs to; a new path clears the crash. */
  pathname: string;
}

class CrashCatcher extends Component<CrashCatcherProps, CrashCatcherState> {
  override state: CrashCatcherState = { crashed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<CrashCatcherState> {
    return { crashed: true };
  }

  static getDerivedStateFromProps(
    props: CrashCatcherProps,
    state: CrashCatcherState,
  ): Partial<CrashCatcherState> | null {
    // The user has moved on (to the error screen, or back): draw the new screen.
    return props.pathname === state.pathname ? null : { crashed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Rendering crash, sending the user to the error screen.', error, info.componentStack);
    // A prerendered page that crashed while adopted: the error screen must be usable.
    pageReady();
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    // If the error screen itself crashes, nothing more is attempted (no loop).
    return this.props.pathname === ERROR_PAGE_PATH ? null : <Navigate to={ERROR_PAGE_PATH} replace />;
  }
}

/**
 * Wraps an app's routes: a rendering crash anywhere below (a page, a frame, a lazily loaded section
 * that fails to arrive) is logged and the user is sent to `/ErrorPage` (§2, §8), whose retry button
 * goes on by account type. Must be inside the router.
 *
 * @example <BrowserRouter><CrashBoundary><AppRoutes /></CrashBoundary></BrowserRouter>
 */
export function CrashBoundary({ children }: { children: ReactNode }) {
  return <CrashCatcher pathname={useLocation().pathname}>{children}</CrashCatcher>;
}
