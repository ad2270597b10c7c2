export type PrerenderedTabScreens = Record<string, { html: string; styleTags: string; validUntil: number }>;
export declare const REMOTE_SCREEN_MARKER: string;
export declare const SIGNED_OUT_GATE: string;
export declare function screensFromFile(value: unknown): PrerenderedTabScreens;
export declare function prerenderedTabPage(
  root: string,
  tab: { key: string; route: string },
  screens: PrerenderedTabScreens,
  now?: number,
): string | null;
