import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { postTypes } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { FeaturedPosts } from '../features/catalogue/components/FeaturedPosts/FeaturedPosts';
import { HomePopups } from '../features/home/components/HomePopups/HomePopups';
import { MainBanners } from '../features/home/components/MainBanners/MainBanners';

/** / : banners, the popups running now, and a featured section per post type (SPEC §2). */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Container size="xl" py="lg">
      {/* The banners say what the page is; the heading is for assistive technology and the tab. */}
      <VisuallyHidden>
        <PageTitle>{t('title')}</PageTitle>
      </VisuallyHidden>
      <Stack gap={48}>
        <MainBanners />
        {postTypes.map((postType) => (
          <FeaturedPosts key={postType} postType={postType} />
        ))}
      </Stack>
      <HomePopups />
    </Container>
  );
}
