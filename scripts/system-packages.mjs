// The Debian packages the test suites drive (scripts/ensure-system-packages.mjs installs them).

/** Package → why the suites need it. */
export const SYSTEM_PACKAGES = {
  chromium: 'the Playwright suites and the engines journey (Blink)',
  'fonts-noto-cjk': 'Korean glyphs: the word-wrap checks measure Korean text',
  'firefox-esr': 'the engines journey (Gecko, over WebDriver BiDi)',
  'webkit2gtk-driver': 'the engines journey (WebKit): WebKitWebDriver',
  'gir1.2-webkit2-4.1': "the engines journey's phone-sized WebKitGTK browser",
  'python3-gi': "the engines journey's phone-sized WebKitGTK browser",
  xvfb: 'a display for WebKitGTK',
  xauth: 'a display for WebKitGTK',
  postgresql: 'the API suite on PostgreSQL and the topology',
  'redis-server': 'rate limits and reminders across replicas',
  nginx: 'the static-hosting checks and the topology',
  'libnginx-mod-http-brotli-static': "nginx's precompressed files",
  systemd: "systemd-analyze verify: the deploy guide's unit for a replica (the topology)",
};
