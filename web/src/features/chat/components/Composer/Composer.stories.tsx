import type { Story, StoryDefault } from '@ladle/react';
import { Composer } from './Composer';

export default { title: 'Features / Chat / Composer' } satisfies StoryDefault;

const noop = () => undefined;
export const Ready: Story = () => <Composer onSendText={noop} onSendImage={noop} />;
export const Disabled: Story = () => <Composer onSendText={noop} onSendImage={noop} disabled />;
export const Spanish: Story = () => <Composer onSendText={noop} onSendImage={noop} />;
Spanish.meta = { locale: 'es' };

export const EnglishOnPhone: Story = () => <Composer onSendText={noop} onSendImage={noop} />;
EnglishOnPhone.meta = { locale: 'en', width: 360 };
