import type { Story, StoryDefault } from '@ladle/react';
import { BusinessContact } from './BusinessContact';

export default { title: 'Features / Content / BusinessContact' } satisfies StoryDefault;

export const Korean: Story = () => <BusinessContact />;

export const English: Story = () => <BusinessContact />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <BusinessContact />;
Spanish.meta = { locale: 'es' };
