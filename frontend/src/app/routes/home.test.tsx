import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('home', () => {
  it('sends the name and hint to /search', async () => {
    fakeApi({});
    const { router } = renderApp('/');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    const button = screen.getByRole('button', { name: 'Reveal the Truth' });
    expect(button).toBeDisabled();

    fireEvent.change(name, { target: { value: '  Jane Doe ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Social media username (optional)' }), {
      target: { value: '@janedoe' },
    });
    fireEvent.click(button);

    await screen.findByRole('heading', { name: 'Search Results' });
    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('Jane Doe');
    expect(params.get('info')).toBe('@janedoe');
  });
});
