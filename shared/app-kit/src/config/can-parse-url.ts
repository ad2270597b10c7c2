// URL.canParse came with Safari 17, and the app must start on iOS 16.4 (.browserslistrc): parsing
// and catching answers the same question on every supported browser, in the page and in the worker.

export function canParseUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
