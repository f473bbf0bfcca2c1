// Runs before first paint (a blocking <script> in <head>) so the page never flashes the
// wrong theme. Mirrors src/shell/theme.ts: stored "dark" | "light", else the OS preference.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch (_unavailable) {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    var prefersDark =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = prefersDark ? 'dark' : 'light';
  }
  if (theme === 'dark') document.documentElement.classList.add('dark');
})();
