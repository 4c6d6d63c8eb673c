import { Button, TextInput } from '@mantine/core';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SubkeywordFilter.module.css';

export interface SubkeywordFilterProps {
  /** The subkeyword in force (from the address). */
  value: string;
  /** Called with the trimmed text on submit; '' clears it. */
  onSubmit: (subkeyword: string) => void;
}

/** "Search within results": narrows the keyword's results by a second keyword. */
export function SubkeywordFilter({ value, onSubmit }: SubkeywordFilterProps) {
  const { t } = useTranslation('search');
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Follow the address when it changes (back button, another keyword).
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft.trim());
  };

  return (
    <form
      role="search"
      aria-label={t('subkeyword.label')}
      onSubmit={submit}
      className={classes.form}
    >
      <TextInput
        className={classes.input}
        label={t('subkeyword.label')}
        placeholder={t('subkeyword.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        type="search"
      />
      <Button type="submit" variant="light">
        {t('subkeyword.submit')}
      </Button>
      {value && (
        <Button
          type="button"
          variant="subtle"
          color="gray"
          onClick={() => {
            setDraft('');
            onSubmit('');
          }}
        >
          {t('subkeyword.clear')}
        </Button>
      )}
    </form>
  );
}
