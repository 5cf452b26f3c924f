// Stand-ins for '@theme-assets/copy', 'success', 'wrap' and 'wrapped': the icons of every code block's
// buttons (copy, copied, wrap, wrapped), which the theme draws as inline SVG, four per block: a quarter
// of the HTML of api/config/build-config, with its ninety code blocks, and a thousand elements to parse
// and hydrate. Here each icon is one empty element, drawn by a CSS mask of the same picture (icons.css).
export type CodeButtonPicture = 'copy' | 'success' | 'wrap' | 'wrapped';

export function codeButtonIcon(picture: CodeButtonPicture) {
  // The theme gives these icons a class name, nothing else.
  return function CodeButtonIcon({ className = '' }: { className?: string }) {
    return <span className={`code-button-icon ${className}`} data-picture={picture} aria-hidden="true" />;
  };
}
