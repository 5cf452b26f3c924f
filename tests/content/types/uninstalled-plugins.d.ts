// Declarations of plugin packages that the docs' examples import but that cannot be installed here:
// some are not on the registry at all (E404), others only in versions whose peer range excludes
// @modern-js/module-tools 2.68.16. They are written from the fact sheet of the official plugins
// (export names, option types and defaults as published), NOT from the packages themselves, and only
// serve to type-check the examples. Keep them in step with that fact sheet.

declare module '@modern-js/plugin-module-babel' {
  import type { CliPlugin, ModuleTools, ICompiler } from '@modern-js/module-tools';
  import type { TransformOptions } from '@babel/core';
  export function modulePluginBabel(options?: TransformOptions): CliPlugin<ModuleTools>;
  export function getBabelHook(options?: TransformOptions): { name: string; apply(compiler: ICompiler): void };
  /** @deprecated use modulePluginBabel */
  export const ModulePluginBabel: typeof modulePluginBabel;
}

declare module '@modern-js/plugin-module-node-polyfill' {
  import type { CliPlugin, ModuleTools, ICompiler } from '@modern-js/module-tools';
  export type NodeModuleName =
    | 'assert' | 'buffer' | 'child_process' | 'cluster' | 'console' | 'constants' | 'crypto' | 'dgram' | 'dns'
    | 'domain' | 'events' | 'fs' | 'http' | 'https' | 'module' | 'net' | 'os' | 'path' | 'punycode' | 'process'
    | 'querystring' | 'readline' | 'repl' | 'stream' | '_stream_duplex' | '_stream_passthrough' | '_stream_readable'
    | '_stream_transform' | '_stream_writable' | 'string_decoder' | 'sys' | 'timers' | 'tls' | 'tty' | 'url' | 'util'
    | 'vm' | 'zlib';
  export interface NodePolyfillPluginOptions {
    excludes?: string[];
    overrides?: Partial<Record<NodeModuleName, string>>;
  }
  export function modulePluginNodePolyfill(options?: NodePolyfillPluginOptions): CliPlugin<ModuleTools>;
  export function getNodePolyfillHook(options?: NodePolyfillPluginOptions): { name: string; apply(compiler: ICompiler): void };
}

declare module '@modern-js/plugin-module-vue' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  /** Options of @vue/babel-plugin-jsx, passed through. */
  export interface VueJSXPluginOptions {
    transformOn?: boolean;
    optimize?: boolean;
    mergeProps?: boolean;
    isCustomElement?: (tag: string) => boolean;
    enableObjectSlots?: boolean;
    pragma?: string;
  }
  export function modulePluginVue(options?: { vueJsxPluginOptions?: VueJSXPluginOptions }): CliPlugin<ModuleTools>;
}

declare module '@modern-js/plugin-module-banner' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  /** @deprecated use buildConfig.banner and buildConfig.footer */
  export function modulePluginBanner(options: {
    banner: { js?: string; css?: string };
    footer?: { js?: string; css?: string };
  }): CliPlugin<ModuleTools>;
  export default modulePluginBanner;
}

declare module '@modern-js/plugin-module-import' {
  import type { CliPlugin, ModuleTools, PartialBaseBuildConfig } from '@modern-js/module-tools';
  /** @deprecated use buildConfig.transformImport */
  export function modulePluginImport(options: { pluginImport?: PartialBaseBuildConfig['transformImport'] }): CliPlugin<ModuleTools>;
  export default modulePluginImport;
}

declare module '@modern-js/plugin-module-polyfill' {
  import type { CliPlugin, ModuleTools, ICompiler } from '@modern-js/module-tools';
  export interface Options {
    targets?: Record<string, string> | string;
  }
  export function modulePluginPolyfill(options?: Options): CliPlugin<ModuleTools>;
  export function getPolyfillHook(options?: Options): { name: string; apply(compiler: ICompiler): void };
}

declare module '@modern-js/plugin-rspress' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  import type { UserConfig } from '@rspress/shared';
  export interface PluginOptions {
    doc?: UserConfig;
    entries?: Record<string, string> | { documentation?: Record<string, string>; 'react-docgen-typescript'?: Record<string, string> };
    apiParseTool?: 'react-docgen-typescript' | 'documentation';
    parseToolOptions?: { 'react-docgen-typescript'?: Record<string, unknown>; documentation?: Record<string, unknown> };
    previewMode?: 'internal' | 'iframe' | 'web' | 'mobile';
    iframeOptions?: {
      framework?: 'react' | 'solid';
      position?: 'fixed' | 'follow';
      devPort?: number;
      builderConfig?: Record<string, unknown>;
    };
    iframePosition?: 'fixed' | 'follow';
    defaultRenderMode?: 'pure' | 'preview';
    /** @deprecated use Rspress i18n (doc.locales) */
    languages?: ('zh' | 'en')[];
    /** @deprecated */
    useModuleSidebar?: boolean;
  }
  export function modulePluginDoc(options?: PluginOptions): CliPlugin<ModuleTools>;
  export default modulePluginDoc;
}

declare module '@modern-js/plugin-tailwindcss' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  export function tailwindcssPlugin(options?: { pluginName: string }): CliPlugin<ModuleTools>;
  export default tailwindcssPlugin;
}

declare module '@modern-js/plugin-storybook' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  /** Storybook 6 route; superseded by @modern-js/storybook. */
  export function storybookPlugin(options?: Record<string, unknown>): CliPlugin<ModuleTools>;
  export default storybookPlugin;
}

declare module '@modern-js/storybook' {
  export interface BuilderOptions {
    bundler?: 'webpack' | 'rspack';
    builderConfig?: Record<string, unknown>;
    configPath?: string;
  }
  export interface StorybookConfig {
    stories: string[];
    addons?: (string | { name: string; options?: Record<string, unknown> })[];
    framework: '@modern-js/storybook' | { name: '@modern-js/storybook'; options?: BuilderOptions };
    typescript?: { reactDocgen?: 'react-docgen' | 'react-docgen-typescript' | false };
    [key: string]: unknown;
  }
}

// The legacy Storybook 6 plugin and the CLI plugin of @modern-js/runtime, which the maintainers' answer to
// modern.js#2887 registers next to it (guide/faq/storybook.mdx#legacy-plugin-storybook). Typed only as far
// as that example uses them: a default export that returns a plugin.
declare module '@modern-js/plugin-storybook' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  const storybookPlugin: () => CliPlugin<ModuleTools>;
  export default storybookPlugin;
}

declare module '@modern-js/runtime/cli' {
  import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';
  const runtime: () => CliPlugin<ModuleTools>;
  export default runtime;
}
