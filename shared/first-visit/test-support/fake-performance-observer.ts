// A PerformanceObserver whose reports a test sends by hand: the paint the entry waits for, the resources
// the shell hands its worker. Only observers not yet disconnected hear them, as in a browser.
export function fakePerformanceObserver(supportedEntryTypes: readonly string[]) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record;
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const report = (list: Partial<PerformanceObserverEntryList>) =>
    observers.filter((o) => !o.disconnected).forEach((o) => o.callback(list as PerformanceObserverEntryList, {} as PerformanceObserver));
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, report };
}
