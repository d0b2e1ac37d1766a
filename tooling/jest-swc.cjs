// One @swc/jest transform for every workspace: TypeScript + JSX, no type checking
// (types are checked by `npm run typecheck`).
module.exports = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
