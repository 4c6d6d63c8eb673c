import type { Story, StoryDefault } from '@ladle/react';
import { wireNotice } from '@test/wire-data';
import { RecentNoticeLink, RecentNoticeView } from './RecentNoticeLink';

export default { title: 'Features / Notices / RecentNoticeLink' } satisfies StoryDefault;

export const Loading: Story = () => <RecentNoticeView notice={undefined} />;
Loading.meta = { shows: 'skeleton' };

/** No notice published: nothing is shown. */
export const NoNotice: Story = () => <RecentNoticeView notice={null} />;
NoNotice.meta = { shows: 'empty' };

export const ShortTitle: Story = () => (
  <RecentNoticeView
    notice={wireNotice({
      title: JSON.stringify({ ko: '서비스 점검 안내', en: 'Maintenance', es: 'Mantenimiento' }),
    })}
  />
);

/** Cut at 30 characters with an ellipsis; the full title is the link's tooltip. */
export const LongTitle: Story = () => <RecentNoticeView notice={wireNotice()} />;

export const LongTitleEnglish: Story = () => <RecentNoticeView notice={wireNotice()} />;
LongTitleEnglish.meta = { locale: 'en' };

export const LongTitleSpanish: Story = () => <RecentNoticeView notice={wireNotice()} />;
LongTitleSpanish.meta = { locale: 'es' };

/** Fed from the (seeded) query cache, as in the header. */
export const FromServer: Story = () => <RecentNoticeLink />;
