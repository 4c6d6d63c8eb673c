import type { Story, StoryDefault } from '@ladle/react';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from './KeywordSearchForm';

export default { title: 'Components / KeywordSearchForm' } satisfies StoryDefault;

function Stateful({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial);
  return (
    <>
      <KeywordSearchForm keyword={keyword} onSearch={setKeyword} label={t('actions.search')} />
      <Text mt="sm">keyword = {JSON.stringify(keyword)}</Text>
    </>
  );
}

export const Empty: Story = () => <Stateful />;

export const WithKeyword: Story = () => <Stateful initial="넷플릭스" />;
