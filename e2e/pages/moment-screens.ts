// Helpers for the moment remote's screens (buckets, wizard, uploads), driven through the UI.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiHelper } from '@momentum/stack/api-helper';

// The photo the stack's benchmarks upload too, so every suite sends the same bytes.
export { PROOF_JPEG } from '@momentum/stack/proof-photo';

type BucketType = 'REPEAT' | 'ACHIEVEMENT';

/** Arranges a bucket through the API; returns its id. */
export async function createBucketViaApi(api: ApiHelper, token: string, type: BucketType, content: string): Promise<string> {
  const { bucket } = await api.post<{ bucket: { bucketID: string } }>('/api/bucket', { type, content }, { token });
  return bucket.bucketID;
}

export class BucketScreen {
  constructor(private readonly page: Page) {}

  input(type: BucketType): Locator {
    return this.page.getByRole('textbox', { name: `${type === 'REPEAT' ? '반복형' : '달성형'} 버킷리스트 추가` });
  }

  list(type: BucketType): Locator {
    return this.page.getByRole('list', { name: `${type === 'REPEAT' ? '반복형' : '달성형'} 버킷리스트` });
  }

  /** Closes the result modal every bucket action opens. */
  async acknowledge(): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
  }

  async openMenu(content: string): Promise<void> {
    await this.page.getByRole('button', { name: `${content} 메뉴` }).click();
  }
}

/** Picks a file in the upload screen's image picker. */
export async function pickFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('인증 사진 선택').setInputFiles(file);
}
