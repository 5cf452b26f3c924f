// Issue 7 (page weight and main-thread time): every code block has four icons on its buttons (copy,
// copied, wrap, wrapped), and the theme draws each as an inline SVG: a quarter of the HTML of
// api/config/build-config, with its ninety code blocks, and a thousand elements to parse and hydrate.
// Here each icon is one empty element, drawn by a CSS mask of the same picture (theme/styles.css),
// chosen by the class the theme gives it. Stands in for '@theme-assets/copy', 'success', 'wrap' and
// 'wrapped' through a module replacement in rspress.config.ts.
import type { HTMLAttributes } from 'react';

export default function CodeButtonIcon({ className = '', ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={`code-button-icon ${className}`} aria-hidden="true" />;
}
