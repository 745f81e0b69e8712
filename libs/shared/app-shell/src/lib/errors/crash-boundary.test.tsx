import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '@kk/testing';
import { CrashBoundary, ERROR_PAGE_PATH } from './crash-boundary';

function Bomb(): never {
  throw new Error('boom');
}

function renderAt(path: string, errorScreen = <h1>Error screen</h1>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CurrentPath />
      <CrashBoundary>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/boom" element={<Bomb />} />
          <Route path={ERROR_PAGE_PATH} element={errorScreen} />
        </Routes>
      </CrashBoundary>
    </MemoryRouter>,
  );
}

describe('CrashBoundary', () => {
  it('sends the user to the error screen when a screen crashes, and logs the crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderAt('/boom');

    expect(await screen.findByRole('heading', { name: 'Error screen' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(ERROR_PAGE_PATH);
    expect(log).toHaveBeenCalledWith(
      'Rendering crash, sending the user to the error screen.',
      expect.objectContaining({ message: 'boom' }),
      expect.any(String),
    );
  });

  it('draws nothing more, and stays put, when the error screen itself crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderAt(ERROR_PAGE_PATH, <Bomb />);

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(ERROR_PAGE_PATH);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lets screens that do not crash through', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
