// `npm install` runs this (the prepare script): it installs the git hooks in a development
// checkout and does nothing where hooks make no sense (CI, a production install without dev
// dependencies, a copy without .git).
if (process.env.CI === 'true' || process.env.NODE_ENV === 'production') process.exit(0);
try {
  const { default: husky } = await import('husky');
  const message = husky();
  if (message) console.log(message);
} catch {
  console.log('git hooks not installed (husky is not present)');
}
