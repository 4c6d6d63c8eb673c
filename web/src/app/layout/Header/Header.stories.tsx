import type { Story, StoryDefault } from '@ladle/react';
import { Header } from './Header';

export default { title: 'Layout / Header' } satisfies StoryDefault;

export const SignedOut: Story = () => <Header />;

export const SignedIn: Story = () => <Header />;
SignedIn.meta = { session: 'member', cartCount: 3 };

export const SignedInSeller: Story = () => <Header />;
SignedInSeller.meta = { session: 'seller', cartCount: 1, path: '/seller' };

/** 99 items and more show 99+. */
export const FullCart: Story = () => <Header />;
FullCart.meta = { session: 'member', cartCount: 120 };

export const English: Story = () => <Header />;
English.meta = { locale: 'en', session: 'member', currency: 'USD', path: '/ecoupons' };

export const Spanish: Story = () => <Header />;
Spanish.meta = { locale: 'es', path: '/digital-codes' };

/** The narrowest supported width: the navigation moves behind the burger. */
export const Phone: Story = () => <Header />;
Phone.meta = { width: 360, session: 'member', cartCount: 99 };

/** No data from the server: no notice, the rest of the header still works. */
export const Offline: Story = () => <Header />;
Offline.meta = { offline: true, errorOnPurpose: 'the API does not answer: the error state' };
