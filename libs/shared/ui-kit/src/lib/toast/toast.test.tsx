import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/theme-root';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Montrer
    </button>
  );
}

function renderToasts(options: ToastOptions, duration?: number, lang?: string) {
  return render(
    <ThemeRoot lang={lang}>
      <ToastProvider duration={duration}>
        <Trigger options={options} />
      </ToastProvider>
    </ThemeRoot>,
  );
}

describe('Toast', () => {
  // The toast's card is its own chunk, asked for when the provider's module runs; these tests measure
  // time from the moment a toast shows, so they start once it has arrived.
  beforeAll(async () => {
    await import('./toast-item');
  });
  // Timers are faked to measure the auto-dismiss; clicks go through fireEvent, which does not wait.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a message politely and removes it after the duration', () => {
    renderToasts({ title: 'Ajouté au panier', tone: 'success' }, 3000);

    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors at once as alerts', () => {
    renderToasts({ title: 'Échec de l’envoi', tone: 'danger' });

    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Échec de l’envoi');
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderToasts({ title: 'Adresse enregistrée' }, 3000);
    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    const toast = screen.getByRole('status');

    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside it', () => {
    renderToasts({ title: 'Adresse enregistrée' }, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));

    fireEvent.focus(screen.getByRole('button', { name: 'Fermer la notification' }));
    act(() => vi.advanceTimersByTime(5000));

    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('closes with its button, and runs its action', () => {
    const onUndo = vi.fn();
    renderToasts({ title: 'Article retiré', duration: null, action: { label: 'Annuler', onClick: onUndo } });

    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onUndo).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names its region and close buttons in the language of the ThemeRoot', () => {
    renderToasts({ title: 'تمت الإضافة', duration: null }, undefined, 'ar');

    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));

    expect(screen.getByRole('region', { name: 'الإشعارات' })).toContainElement(
      screen.getByRole('button', { name: 'إغلاق الإشعار' }),
    );
  });

  it('keeps at most three toasts, dropping the oldest', () => {
    renderToasts({ title: 'Message', duration: null });

    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));

    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('refuses to work outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow('useToast must be used inside <ToastProvider>.');
    spy.mockRestore();
  });
});
