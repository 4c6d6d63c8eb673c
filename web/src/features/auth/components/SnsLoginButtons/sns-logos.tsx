/** The providers' marks, inline and decorative: the button's text names the provider. */
import type { SnsProvider } from '@market/domain';

function NaverLogo() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <rect width="24" height="24" rx="5" fill="#03C75A" />
      <path d="M7 6.5h3.3l3.5 5.2V6.5H17v11h-3.3l-3.5-5.2v5.2H7z" fill="#fff" />
    </svg>
  );
}

function KakaoLogo() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <rect width="24" height="24" rx="5" fill="#FEE500" />
      <path
        d="M12 5.8c-3.9 0-7 2.4-7 5.4 0 1.9 1.3 3.6 3.2 4.6l-.8 2.8c-.1.3.2.5.5.3l3.3-2.2c.3 0 .5.1.8.1 3.9 0 7-2.4 7-5.5S15.9 5.8 12 5.8z"
        fill="#191919"
      />
    </svg>
  );
}

export function SnsLogo({ provider }: { provider: SnsProvider }) {
  return provider === 'NAVER' ? <NaverLogo /> : <KakaoLogo />;
}
