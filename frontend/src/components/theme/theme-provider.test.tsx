import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

function preferDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

afterEach(() => {
  document.documentElement.classList.remove('dark');
});

describe('theme', () => {
  it('starts from the stored theme, whatever the system prefers', () => {
    preferDark(true);
    window.localStorage.setItem('theme', 'light');
    renderToggle();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('follows the system preference when nothing is stored', () => {
    preferDark(true);
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is light when the system prefers light and nothing is stored', () => {
    preferDark(false);
    renderToggle();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    preferDark(true);
    window.localStorage.setItem('theme', 'sepia');
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('toggles the dark class on the document root and saves each change', () => {
    preferDark(false);
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('lets a component set the theme directly', () => {
    preferDark(false);
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(result.current.theme).toBe('light');
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('throws a clear error when the theme hook is used outside its provider', () => {
    // React reports the error it rethrows; this test expects exactly that.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
    consoleError.mockRestore();
  });
});
