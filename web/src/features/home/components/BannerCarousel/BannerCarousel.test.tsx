import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireBanner } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { BannerCarousel } from './BannerCarousel';

const banners = [
  wireBanner({ seq: 1, title: JSON.stringify({ ko: '넷플릭스 파티' }), linkUrl: '/subscriptions' }),
  wireBanner({ seq: 2, title: JSON.stringify({ ko: '겨울 특가' }), linkUrl: '/ecoupons' }),
  wireBanner({ seq: 3, title: JSON.stringify({ ko: '외부 이벤트' }), linkUrl: 'https://x.test' }),
];

/** The banner link a visitor can reach now (slides out of view are inert). */
const shownLinks = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .flatMap((slide) => within(slide).queryAllByRole('link'));

describe('BannerCarousel', () => {
  it('shows one banner at a time, turning with the buttons and the dots', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel banners={banners} />);
    expect(screen.getByRole('region', { name: '이벤트 배너' })).toBeVisible();
    expect(shownLinks().map((link) => link.textContent)).toEqual(['넷플릭스 파티']);
    expect(shownLinks()[0]).toHaveAttribute('href', '/subscriptions');

    await user.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(shownLinks().map((link) => link.textContent)).toEqual(['겨울 특가']);
    expect(screen.getByRole('button', { name: '2번째 배너 보기' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('button', { name: '3번째 배너 보기' }));
    expect(shownLinks()[0]).toHaveAttribute('href', 'https://x.test');
    expect(shownLinks()[0]).toHaveAttribute('target', '_blank');

    // Past the last it starts over; before the first it goes to the last.
    await user.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(shownLinks().map((link) => link.textContent)).toEqual(['넷플릭스 파티']);
    await user.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(shownLinks().map((link) => link.textContent)).toEqual(['외부 이벤트']);
  });

  it('turns with a swipe', () => {
    renderWithProviders(<BannerCarousel banners={banners} />);
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(shownLinks().map((link) => link.textContent)).toEqual(['겨울 특가']);
    // A small drag is a tap, not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 });
    expect(shownLinks().map((link) => link.textContent)).toEqual(['겨울 특가']);
  });

  it('draws no controls for a single banner and nothing for none', () => {
    const { unmount } = renderWithProviders(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
