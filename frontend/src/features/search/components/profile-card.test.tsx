import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeProfile } from '../../../testing/factories.ts';
import type { Profile } from '../../../../../shared/search/results.ts';
import { ProfileGrid } from './profile-grid.tsx';

function renderGrid(profiles: Profile[], limited = false) {
  return render(
    <MemoryRouter>
      <ProfileGrid profiles={profiles} limited={limited} signInHref="/signin?redirect=%2Fsearch" />
    </MemoryRouter>,
  );
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('ProfileCard', () => {
  it('shows the display name, summary, rounded confidence and account total', () => {
    renderGrid([makeProfile({ confidence: 0.824, totalAccounts: 7 })]);
    const jane = card('Jane Doe');
    expect(within(jane).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(jane).getByText('Software engineer in Lisbon.')).toBeInTheDocument();
    expect(within(jane).getByText('82%')).toBeInTheDocument();
    expect(within(jane).getByText('7 accounts')).toBeInTheDocument();
  });

  it('falls back to the canonical name, then to Possible Match', () => {
    renderGrid([
      makeProfile({ id: 'a', displayName: null, canonicalName: 'J. Doe' }),
      makeProfile({ id: 'b', displayName: null, canonicalName: null }),
    ]);
    expect(card('J. Doe')).toBeInTheDocument();
    expect(card('Possible Match')).toBeInTheDocument();
  });

  it("falls back to the first account's description, then to its snippet", () => {
    renderGrid([
      makeProfile({
        id: 'a',
        displayName: 'With description',
        summary: null,
        accounts: [makeAccount({ ogDescription: 'Open-source maintainer', snippet: 'ignored snippet' })],
      }),
      makeProfile({
        id: 'b',
        displayName: 'With snippet',
        summary: null,
        accounts: [makeAccount({ ogDescription: null, snippet: 'Mentioned in a talk' })],
      }),
    ]);
    expect(within(card('With description')).getByText('Open-source maintainer')).toBeInTheDocument();
    expect(within(card('With description')).queryByText('ignored snippet')).not.toBeInTheDocument();
    expect(within(card('With snippet')).getByText('Mentioned in a talk')).toBeInTheDocument();
  });

  it('says "1 account" for a single account', () => {
    renderGrid([makeProfile({ totalAccounts: 1 })]);
    expect(within(card('Jane Doe')).getByText('1 account')).toBeInTheDocument();
  });

  it('expands on click to list the accounts as links and collapses on a second click', () => {
    renderGrid([
      makeProfile({
        accounts: [
          makeAccount({
            platform: 'GitHub',
            handle: 'janedoe',
            url: 'https://github.com/janedoe',
            title: 'Jane on GitHub',
          }),
          makeAccount({
            platform: 'Mastodon',
            handle: '@jane@social.example',
            url: 'https://social.example/@jane',
            title: null,
            ogTitle: 'Jane (@jane)',
          }),
        ],
      }),
    ]);
    const toggle = within(card('Jane Doe')).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Associated social accounts')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Associated social accounts')).toBeInTheDocument();
    const github = screen.getByRole('link', { name: /GitHub\s*janedoe\s*Jane on GitHub/ });
    expect(github).toHaveAttribute('href', 'https://github.com/janedoe');
    expect(github).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: /Mastodon\s*@jane@social.example\s*Jane \(@jane\)/ }),
    ).toHaveAttribute('href', 'https://social.example/@jane');
    expect(screen.queryByText('Websites mentioning this name')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Associated social accounts')).not.toBeInTheDocument();
  });

  it('keeps only one card open at a time', () => {
    renderGrid([makeProfile({ id: 'a', displayName: 'Ann' }), makeProfile({ id: 'b', displayName: 'Bob' })]);
    const ann = within(card('Ann')).getByRole('button');
    const bob = within(card('Bob')).getByRole('button');

    fireEvent.click(ann);
    fireEvent.click(bob);
    expect(ann).toHaveAttribute('aria-expanded', 'false');
    expect(bob).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('Associated social accounts')).toHaveLength(1);
  });

  it('lists websites mentioning the name with at most two samples and titles cut to 120 characters', () => {
    const longTitle = 'A'.repeat(150);
    renderGrid([
      makeProfile({
        mentions: [
          {
            domain: 'news.example',
            samples: [
              { url: 'https://news.example/1', title: longTitle },
              { url: 'https://news.example/2', title: 'Second story' },
              { url: 'https://news.example/3', title: 'Third story' },
            ],
          },
        ],
      }),
    ]);
    fireEvent.click(within(card('Jane Doe')).getByRole('button'));

    expect(screen.getByText('Websites mentioning this name')).toBeInTheDocument();
    expect(screen.getByText('news.example')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: /^A+…$/ });
    expect(first.textContent).toHaveLength(120);
    expect(screen.getByRole('link', { name: 'Second story' })).toHaveAttribute(
      'href',
      'https://news.example/2',
    );
    expect(screen.queryByText('Third story')).not.toBeInTheDocument();
  });

  it('tells a limited viewer how many more accounts and websites signing in would show', () => {
    renderGrid(
      [
        makeProfile({
          accounts: [makeAccount()],
          totalAccounts: 5,
          mentions: [{ domain: 'news.example', samples: [] }],
          totalMentions: 3,
        }),
      ],
      true,
    );
    fireEvent.click(within(card('Jane Doe')).getByRole('button'));
    expect(screen.getByRole('link', { name: 'Sign in to view 4 more accounts' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fsearch',
    );
    expect(screen.getByRole('link', { name: 'Sign in to view 2 more websites' })).toBeInTheDocument();
  });

  it('shows no sign-in prompts to a viewer with full access', () => {
    renderGrid([makeProfile({ accounts: [makeAccount()], totalAccounts: 5 })], false);
    fireEvent.click(within(card('Jane Doe')).getByRole('button'));
    expect(screen.queryByText(/Sign in to view/)).not.toBeInTheDocument();
  });
});
