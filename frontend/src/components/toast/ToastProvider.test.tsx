import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Staff Added', description: 'hafiz can now sign in.' })}>first</button>
      <button onClick={() => toast({ title: 'Login Failed', description: 'Bad', variant: 'destructive' })}>second</button>
    </>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <ToastButtons />
    </ToastProvider>,
  );
  // fireEvent rather than user-event: it works the same with real and fake timers.
  return { click: (label: string) => fireEvent.click(screen.getByText(label)) };
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a title and a description', () => {
    const { click } = renderToasts();
    click('first');

    expect(screen.getByRole('status')).toHaveTextContent('Staff Added');
    expect(screen.getByRole('status')).toHaveTextContent('hafiz can now sign in.');
  });

  it('shows one toast at a time: a new one replaces the current', async () => {
    const { click } = renderToasts();
    click('first');
    click('second');

    await waitFor(() => expect(screen.queryByText('Staff Added')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Login Failed');
  });

  it('hides itself after 5000 ms', () => {
    vi.useFakeTimers();
    const { click } = renderToasts();
    click('first');

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Staff Added')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(200);
    }); // the timeout fires and the exit animation starts
    act(() => {
      vi.advanceTimersByTime(1000);
    }); // the exit animation ends
    expect(screen.queryByText('Staff Added')).not.toBeInTheDocument();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastButtons />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
