// Stands in for react-helmet-async in the browser build only. Rspress's client uses it for three values:
// the theme's Layout gives Helmet the page's <title>, its meta description and <html lang>, and the app
// wraps everything in HelmetProvider. The library, made to reconcile any head tag from any number of
// components, comes with prop-types, react-fast-compare, invariant and shallowequal: about 6 KiB gzip of
// every page's first load. The server build keeps the library, which writes those tags into each page's
// HTML; in the browser they only change when the reader moves to another page.
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

export function HelmetProvider({ children }: { children?: ReactNode; context?: object }) {
  return <>{children}</>;
}

interface HelmetProps {
  htmlAttributes?: { lang?: string };
  children?: ReactNode;
}

export function Helmet({ htmlAttributes, children }: HelmetProps) {
  let title: string | undefined;
  let description: string | undefined;
  const unknown: string[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { props, type } = child as ReactElement<{ children?: ReactNode; name?: string; content?: string }>;
    if (type === 'title') title = Children.toArray(props.children).join('');
    else if (type === 'meta' && props.name === 'description') description = props.content;
    else unknown.push(typeof type === 'string' ? `<${type}>` : 'a component');
  });
  const lang = htmlAttributes?.lang;

  useEffect(() => {
    // Loud in the browser tests, which fail on a console error: the library would have written these.
    if (unknown.length) console.error(`patches/head-tags.tsx: Helmet was given ${unknown.join(', ')}, which this stand-in does not write`);
  }, [unknown.join()]);

  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
    if (title !== undefined) document.title = title;
    if (description !== undefined) {
      let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [lang, title, description]);

  return null;
}
