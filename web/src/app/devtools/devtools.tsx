/**
 * The mock devtools (development builds only: app.tsx imports this module behind
 * `import.meta.env.DEV`, so a production build holds none of it — scripts/check-no-devtools.mjs
 * proves it on the built files). A small button, or Alt+Shift+M, opens a drawer that steers the
 * mock server through its control API (`/__mock`): sign in as a seeded account, the clock, faults,
 * reset, the outbox and pending bank transfers. TanStack Query's devtools come with it.
 */
import { Accordion, Button, Drawer, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@/lib/session/session-store';
import { ClockSection } from './clock-section';
import { control, unwrap } from './control-client';
import { FaultsSection } from './faults-section';
import { OutboxSection, TransfersSection } from './mail-section';
import { SessionSection } from './session-section';
import './texts';

export const DEVTOOLS_SHORTCUT = 'alt+shift+M';

export default function Devtools() {
  const { t } = useTranslation('devtools');
  const [opened, setOpened] = useState(false);
  useHotkeys([[DEVTOOLS_SHORTCUT, () => setOpened((open) => !open)]]);
  return (
    <>
      <Button
        size="compact-xs"
        variant="filled"
        color="dark"
        pos="fixed"
        bottom={8}
        left={8}
        style={{ zIndex: 1000, opacity: 0.75 }}
        // The name starts with the visible "Mock" (WCAG 2.5.3: a voice user says what they see).
        aria-label={t('open')}
        aria-keyshortcuts="Alt+Shift+M"
        onClick={() => setOpened(true)}
      >
        {t('openShort')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        title={t('title')}
      >
        {opened && <Panel />}
      </Drawer>
      <ReactQueryDevtools initialIsOpen={false} buttonPosition="bottom-right" />
    </>
  );
}

function Panel() {
  const { t } = useTranslation('devtools');
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const reset = async () => {
    setResetting(true);
    try {
      await unwrap(control.reset());
      // The reset dropped every token of the session: the stored one is dead.
      clearSession();
      await queryClient.resetQueries();
    } finally {
      setResetting(false);
    }
  };
  return (
    <>
      <Accordion multiple defaultValue={['session', 'clock', 'faults']} variant="contained">
        <Accordion.Item value="session">
          <Accordion.Control>{t('sections.session')}</Accordion.Control>
          <Accordion.Panel>
            <SessionSection />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="clock">
          <Accordion.Control>{t('sections.clock')}</Accordion.Control>
          <Accordion.Panel>
            <ClockSection />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="faults">
          <Accordion.Control>{t('sections.faults')}</Accordion.Control>
          <Accordion.Panel>
            <FaultsSection />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="outbox">
          <Accordion.Control>{t('sections.outbox')}</Accordion.Control>
          <Accordion.Panel>
            <OutboxSection />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="transfers">
          <Accordion.Control>{t('sections.transfers')}</Accordion.Control>
          <Accordion.Panel>
            <TransfersSection />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Button mt="md" color="red" variant="light" loading={resetting} onClick={reset}>
        {t('reset.action')}
      </Button>
      <Text size="xs" c="dimmed" mt={4}>
        {t('reset.hint')}
      </Text>
    </>
  );
}
