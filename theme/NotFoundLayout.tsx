// Spec §2 "404 page: shows '404', 'PAGE NOT FOUND' and a 'Take me home' link to the home route, adjusted
// for version and language prefix", in the page's language (texts in i18n.json). Rspress's NotFoundLayout
// slot; the default one is English only.
import { useI18n, usePageData, withBase } from 'rspress/runtime';
import { MainContentTarget } from './SkipLink';

export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const home = page.lang && page.lang !== siteData.lang ? `/${page.lang}/` : '/';
  return (
    <div className="m-auto mt-50 p-16 sm:p-8 sm:pt-24 sm:pb-40 text-center flex-center flex-col">
      <MainContentTarget />
      <p className="text-6xl font-semibold">404</p>
      <h1 className="leading-5 pt-3 text-xl font-bold">{t('notFoundTitle')}</h1>
      <div style={{ height: '1px' }} className="mt-6 mx-auto mb-4.5 w-16 bg-gray-light-1" />
      <div className="pt-5">
        <a
          className="py-2 px-4 rounded-2xl inline-block border-solid border-brand text-brand font-medium hover:border-brand-dark hover:text-brand-dark transition-colors duration-300"
          href={withBase(home)}
        >
          {t('notFoundHomeLink')}
        </a>
      </div>
    </div>
  );
}
