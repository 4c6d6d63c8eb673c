import type { Story, StoryDefault } from '@ladle/react';
import { Anchor, Button, Text } from '@mantine/core';
import { AuthPanel } from './AuthPanel';

export default { title: 'Features / Auth / AuthPanel' } satisfies StoryDefault;

export const Short: Story = () => (
  <AuthPanel title="로그인" footer={<Anchor href="#">회원가입</Anchor>}>
    <Button fullWidth>로그인</Button>
  </AuthPanel>
);

export const WideWithIntro: Story = () => (
  <AuthPanel
    width="md"
    title="Create account"
    intro="Sign up with your e-mail to trade shared subscriptions, e-coupons and digital codes."
  >
    <Text>Form</Text>
  </AuthPanel>
);
WideWithIntro.meta = { locale: 'en' };

/** A long title and intro on a phone. */
export const LongTextPhone: Story = () => (
  <AuthPanel
    title="Restablecer la contraseña de tu cuenta de miembro"
    intro="Escribe el correo con el que te registraste y te enviaremos un enlace para restablecer la contraseña."
  >
    <Button fullWidth>Enviar el enlace</Button>
  </AuthPanel>
);
LongTextPhone.meta = { locale: 'es', width: 360 };
