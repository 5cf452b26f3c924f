// Declarations of the workspace packages that the docs' examples import in modern.config.ts but that
// exist only in the example (api/config/dev.mdx#config-imports: a monorepo sharing its build settings).
// The outcome scenario of that page writes these packages into node_modules and builds with them.

declare module '@acme/build-target' {
  export const target: 'es2019';
}

declare module '@acme/build-dir' {
  export const outDir: string;
}

declare module '@acme/build-format' {
  export const format: 'esm';
}
