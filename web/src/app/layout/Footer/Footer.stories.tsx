import type { Story, StoryDefault } from '@ladle/react';
import { Footer } from './Footer';

export default { title: 'Layout / Footer' } satisfies StoryDefault;

export const Korean: Story = () => <Footer />;

export const English: Story = () => <Footer />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Footer />;
Spanish.meta = { locale: 'es' };

export const Phone: Story = () => <Footer />;
Phone.meta = { width: 360 };
