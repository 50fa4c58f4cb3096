import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { makeUser } from '../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../test/render';
import { ColorModeProvider } from '../ColorModeProvider';
import { UserMenu } from './UserMenu';

afterEach(async () => {
  await i18n.changeLanguage('pt');
});

describe('language switcher', () => {
  it('switches the interface language and saves it in localStorage "language"', async () => {
    renderWithApp(<UserMenu />, { auth: fakeAuth(makeUser()) });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Minha conta' }));
    expect(screen.getByText('Idioma')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

    expect(localStorage.getItem('language')).toBe('en');
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(localStorage.getItem('language')).toBe('es');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument());
  });

  it('starts in the saved language, and in Portuguese when none or an unknown one is saved', async () => {
    const load = async () => {
      vi.resetModules();
      return (await import('../../lib/i18n')).i18n.language;
    };
    localStorage.setItem('language', 'es');
    expect(await load()).toBe('es');
    localStorage.setItem('language', 'xx');
    expect(await load()).toBe('pt');
    localStorage.removeItem('language');
    expect(await load()).toBe('pt');
  });
});

describe('page controls on phones', () => {
  it('offers the theme switch (saved as preferredTheme) in the account menu when asked to', async () => {
    localStorage.setItem('preferredTheme', 'light');
    renderWithApp(
      <ColorModeProvider>
        <UserMenu withPageControls />
      </ColorModeProvider>,
      { auth: fakeAuth(makeUser()) },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Minha conta' }));
    expect(screen.getByRole('menuitem', { name: 'Recarregar' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Modo escuro' }));
    expect(localStorage.getItem('preferredTheme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Minha conta' }));
    expect(await screen.findByRole('menuitem', { name: 'Modo claro' })).toBeInTheDocument();
  });

  it('leaves them to the top bar otherwise', async () => {
    renderWithApp(<UserMenu />, { auth: fakeAuth(makeUser()) });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Minha conta' }));
    expect(screen.queryByRole('menuitem', { name: 'Recarregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Modo escuro' })).not.toBeInTheDocument();
  });
});
