/** @type {import('prettier').Config} */
const config = {
  printWidth: 130,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports', 'prettier-plugin-tailwindcss'],
  // Node's own modules, then packages, then the app's `@/` paths, then relative ones.
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '^@/(.*)$', '^[./]'],
  importOrderTypeScriptVersion: '5.9.0',
  // Tailwind 4 reads its theme from the stylesheet, so classes are sorted as this project's Tailwind orders them.
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn', 'clsx'],
};

export default config;
