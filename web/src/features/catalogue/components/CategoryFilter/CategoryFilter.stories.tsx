import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { cafeCategory, wireCategory } from '@test/catalogue-data';
import { CategoryFilter } from './CategoryFilter';

export default { title: 'Features / Catalogue / CategoryFilter' } satisfies StoryDefault;

const topLevel = [
  wireCategory({ seq: 19, label: cafeCategory }),
  wireCategory({ seq: 31, label: { ko: '편의점', en: 'Convenience stores', es: 'Tiendas' } }),
  wireCategory({
    seq: 40,
    label: { ko: '베이커리·아이스크림', en: 'Bakery & ice cream', es: 'Panadería y helados' },
  }),
  wireCategory({
    seq: 49,
    label: { ko: '뷰티·쇼핑', en: 'Beauty & shopping', es: 'Belleza y compras' },
  }),
  wireCategory({
    seq: 56,
    label: { ko: '도서·문화', en: 'Books & culture', es: 'Libros y cultura' },
  }),
];

const cafes = [
  { seq: 20, name: '스타벅스' },
  { seq: 24, name: '투썸플레이스' },
  { seq: 27, name: '메가MGC커피' },
  { seq: 29, name: '이디야커피' },
].map(({ seq, name }) =>
  wireCategory({ seq, parentSeq: 19, depth: 2, label: { ko: name, en: name, es: name } }),
);

/** Both levels, as a list screen shows them once a category is chosen. */
function Filters({ initial = 19 }: { initial?: number | null }) {
  const [category, setCategory] = useState<number | null>(initial);
  const [subcategory, setSubcategory] = useState<number | null>(null);
  return (
    <Stack>
      <CategoryFilter
        legend="카테고리 / Category"
        name="story-category"
        categories={topLevel}
        value={category}
        onChange={(seq) => {
          setCategory(seq);
          setSubcategory(null);
        }}
      />
      {category === 19 && (
        <CategoryFilter
          legend="세부 카테고리 / Subcategory"
          name="story-subcategory"
          categories={cafes}
          value={subcategory}
          onChange={setSubcategory}
        />
      )}
    </Stack>
  );
}

export const TwoLevels: Story = () => <Filters />;

export const NothingChosen: Story = () => <Filters initial={null} />;

export const English: Story = () => <Filters />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Filters />;
Spanish.meta = { locale: 'es' };

export const Loading: Story = () => (
  <CategoryFilter
    legend="Category"
    name="loading"
    categories={undefined}
    value={null}
    onChange={() => undefined}
  />
);

export const LoadFailed: Story = () => (
  <CategoryFilter
    legend="Category"
    name="failed"
    categories={undefined}
    error
    value={null}
    onChange={() => undefined}
  />
);
