import { Button, Group, TextInput } from '@mantine/core';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';

export interface KeywordSearchFormProps {
  /** The keyword in effect (from the address); the field follows it when it changes. */
  keyword: string;
  /** Called with the trimmed keyword ('' to clear the search). */
  onSearch: (keyword: string) => void;
  /** The field's accessible label, e.g. "Search notices". */
  label: string;
  /** Placeholder of the field. Default: none. */
  placeholder?: string;
}

/**
 * A search field with its button, as a `role="search"` form: Enter or the button submits, an
 * emptied field clears the search. Keywords are cut to the length the API accepts.
 */
export function KeywordSearchForm({
  keyword,
  onSearch,
  label,
  placeholder,
}: KeywordSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  // Back/forward or a link can change the keyword under the field: start over from the new one.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          label={label}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          leftSection={<SearchIcon size={16} />}
          flex={1}
          miw={0}
        />
        <Button type="submit">{t('actions.search')}</Button>
      </Group>
    </form>
  );
}
