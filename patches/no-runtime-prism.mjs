// Stands in for react-syntax-highlighter and its Prism grammars in the site's bundles: code is
// highlighted at build time (prism-at-build.ts), so the theme never renders PrismLight.
export const PrismLight = Object.assign(() => null, { registerLanguage() {}, alias() {} });
export default {};
