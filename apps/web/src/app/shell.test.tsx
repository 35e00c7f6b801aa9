import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { storageKeys } from '@club/contract/constants';
import { signIn } from '../test/fixtures';
import { renderApp } from '../test/render';

describe('routes and guards', () => {
  it('shows Error 404 with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('sends a visitor who is not signed in from an authenticated route to /login', async () => {
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats an expired token as signed out', async () => {
    signIn(-1);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('sends a signed-in user away from /login to /', async () => {
    signIn(50);
    const { router } = renderApp('/login');
    // Never a blank page meanwhile: while the signed-in frame and page load, the club's bar with a loader is on screen.
    const whileLoading: boolean[] = [];
    router.subscribe((state) => {
      if (state.navigation.state === 'loading') whileLoading.push(screen.queryByRole('status', { name: 'Loading…' }) !== null);
    });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/');
    expect(whileLoading.length).toBeGreaterThan(0);
    expect(whileLoading.every(Boolean)).toBe(true);
  });

  it('builds breadcrumbs from the path', async () => {
    signIn(50);
    renderApp('/projects/add');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.textContent).toContain('Home');
    expect(nav.textContent).toContain('Projects');
    expect(nav.textContent).toContain('Add');
  });

  it('names every step of the path in words, never with a raw path segment', async () => {
    signIn(50);
    renderApp('/support/chat/new');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.textContent).toBe('Home›Support›Chat›New ticket');
  });

  it('pushes a pageview to dataLayer on a route change', async () => {
    window.dataLayer = [];
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Error 404' });
    await new Promise((r) => setTimeout(r, 10));
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'pageview', page_path: '/no/such/page' })]));
  });
});
