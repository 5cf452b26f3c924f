// Stands in for '@theme-assets/translator', the icon of the nav bar's language menu. WCAG 4.1.2 (axe:
// button-name): the menu's button shows only this icon, so the icon carries the button's name. Drawn the
// same as the theme's.
import type { SVGProps } from 'react';
import { useI18n } from 'rspress/runtime';

export default function LanguageIcon(props: SVGProps<SVGSVGElement>) {
  const t = useI18n();
  return (
    <svg width={18} height={18} viewBox="0 0 32 32" role="img" aria-label={t('languageMenuLabel')} {...props}>
      <path
        fill="currentColor"
        d="M27.85 29H30l-6-15h-2.35l-6 15h2.15l1.6-4h6.85zm-7.65-6 2.62-6.56L25.45 23zM18 7V5h-7V2H9v3H2v2h10.74a14.7 14.7 0 0 1-3.19 6.18A13.5 13.5 0 0 1 7.26 9h-2.1a16.5 16.5 0 0 0 3 5.58A16.8 16.8 0 0 1 3 18l.75 1.86A18.5 18.5 0 0 0 9.53 16a16.9 16.9 0 0 0 5.76 3.84L16 18a14.5 14.5 0 0 1-5.12-3.37A17.64 17.64 0 0 0 14.8 7z"
      />
    </svg>
  );
}
