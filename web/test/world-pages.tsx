/**
 * The app's pages on the real mock world (mock-world.ts), as the tests of pages that were browser
 * journeys see them (docs/journey-audit.md): a page opened by a member through the app's routes,
 * and a wire text read as a Korean reader does.
 */
import { screen } from '@testing-library/react';
import { AppRoutes } from '@/app/router';
import type { MockWorld } from './mock-world';
import { renderWithProviders } from './render';

/** The app at `path`, signed in as the world's account `email`, once its main landmark shows. */
export async function showPageAs(world: MockWorld, email: string, path: string) {
  const { token } = await world.signIn(email);
  const view = renderWithProviders(<AppRoutes />, { path, token });
  await screen.findByRole('main');
  return view;
}

/** A wire text (`{"ko": …}` or plain) as a Korean reader sees it. */
export function koreanText(value: string): string {
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return typeof parsed.ko === 'string' ? parsed.ko : value;
  } catch {
    return value;
  }
}
