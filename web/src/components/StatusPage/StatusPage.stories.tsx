import type { Story, StoryDefault } from '@ladle/react';
import { ErrorPage, NotFound } from './StatusPage';

export default { title: 'Components / StatusPage' } satisfies StoryDefault;

export const NotFoundKorean: Story = () => <NotFound />;

export const NotFoundEnglish: Story = () => <NotFound />;
NotFoundEnglish.meta = { locale: 'en' };

export const NotFoundSpanish: Story = () => <NotFound />;
NotFoundSpanish.meta = { locale: 'es' };

export const ErrorKorean: Story = () => <ErrorPage />;

export const ErrorEnglish: Story = () => <ErrorPage />;
ErrorEnglish.meta = { locale: 'en' };

export const ErrorSpanish: Story = () => <ErrorPage />;
ErrorSpanish.meta = { locale: 'es' };
